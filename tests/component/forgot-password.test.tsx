import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import ForgotPasswordPage from '../../src/features/account/forgot-password-page';
import { givenAShop } from '../support/build-root-store';
import { problemOf } from '../support/form-queries';
import { settle } from '../support/given-a-cart-shop';
import { renderAccountScreen } from '../support/render-with-stores';

const SENT = 'If an account exists for this address, we have sent it an e-mail with a link.';

async function givenTheForgotPasswordScreen(world = givenAShop()) {
  await renderAccountScreen(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
    { world, path: '/forgot-password' },
  );
  await act(() => settle());
  return world;
}

const send = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  await act(() => settle());
};

describe('/forgot-password (section 4)', () => {
  it('asks for a plausible e-mail address, then says the link was sent', async () => {
    await givenTheForgotPasswordScreen();
    await send();
    expect(problemOf('E-mail address')).toBe('This field is required.');

    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@example');
    await send();
    expect(problemOf('E-mail address')).not.toBe('');
    expect(screen.getByRole('status').textContent).toBe('');

    await userEvent.clear(screen.getByLabelText('E-mail address'));
    await userEvent.type(screen.getByLabelText('E-mail address'), DEMO_ACCOUNTS.private.email);
    await send();
    expect(problemOf('E-mail address')).toBe('');
    expect(screen.getByText(SENT)).toBeTruthy();
  });

  it('says so when the e-mail could not be sent', async () => {
    const world = givenAShop();
    world.knobs.fail('CustomerPort.requestPasswordReset');
    await givenTheForgotPasswordScreen(world);
    await userEvent.type(screen.getByLabelText('E-mail address'), DEMO_ACCOUNTS.private.email);
    await send();
    expect(screen.getByText('The e-mail could not be sent. Please try again later.')).toBeTruthy();
  });
});
