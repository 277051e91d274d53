import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import LoginRegisterPage from '../../src/features/account/login-register-page';
import { givenAShop } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { renderAccountScreen } from '../support/render-with-stores';

const anna = DEMO_ACCOUNTS.private;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The login screen after the shopper was on `lastLocation`. */
async function givenTheLoginScreen(lastLocation = '/products') {
  const world = givenAShop({ storage: new InMemoryStorage({ lastLocation }) });
  await renderAccountScreen(
    <Routes>
      <Route path="/login-register" element={<LoginRegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { world, path: '/login-register' },
  );
  return world;
}

const field = (name: string) => screen.getByLabelText(name);

describe('/login-register (section 4)', () => {
  it("shows the rules before asking the server, then 'Wrong login data' for a wrong password", async () => {
    const world = await givenTheLoginScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);

    await userEvent.type(field('E-mail address'), anna.email);
    await userEvent.type(field('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => settle());
    expect(screen.getByText('Wrong login data')).toBeTruthy();
    expect(world.root.session.loggedIn).toBe(false);
  });

  it('logs in and goes back to the last page visited', async () => {
    const world = await givenTheLoginScreen('/products?page=2');
    await userEvent.type(field('E-mail address'), anna.email);
    await userEvent.type(field('Password'), anna.password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => settle());
    expect(world.root.session.loggedIn).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/products');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/x'])(
    'a tampered lastLocation %s sends the shopper home',
    async (last) => {
      await givenTheLoginScreen(last);
      await userEvent.type(field('E-mail address'), anna.email);
      await userEvent.type(field('Password'), anna.password);
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await act(() => settle());
      expect(screen.getByTestId('where').textContent).toBe('/');
    },
  );

  it('asks for the e-mail twice and says so when the two differ, before asking the server', async () => {
    const world = await givenTheLoginScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.type(field('First name'), 'Ioana');
    await userEvent.type(field('Last name'), 'Marin');
    await userEvent.type(field('E-mail address'), 'ioana@example.com');
    await userEvent.type(field('Repeat the e-mail address'), 'ioana@example.org');
    await userEvent.type(field('Password'), 'demo1');
    await userEvent.type(field('Repeat the password'), 'demo1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The e-mail addresses do not match.')).toBeTruthy();
    await act(() => settle());
    expect(world.root.session.loggedIn).toBe(false);

    await userEvent.clear(field('Repeat the e-mail address'));
    await userEvent.type(field('Repeat the e-mail address'), 'Ioana@Example.com');
    expect(screen.queryByText('The e-mail addresses do not match.')).toBeNull();
  });

  it("registers on the second tab; an existing address reads 'Email address already exists'", async () => {
    const world = await givenTheLoginScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.type(field('First name'), 'Ștefan');
    await userEvent.type(field('Last name'), 'Groß');
    await userEvent.type(field('E-mail address'), anna.email);
    await userEvent.type(field('Repeat the e-mail address'), anna.email);
    await userEvent.type(field('Password'), 'demo1');
    await userEvent.type(field('Repeat the password'), 'demo2');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();

    await userEvent.clear(field('Repeat the password'));
    await userEvent.type(field('Repeat the password'), 'demo1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await act(() => settle());
    expect(screen.getByText('Email address already exists')).toBeTruthy();

    await userEvent.clear(field('E-mail address'));
    await userEvent.type(field('E-mail address'), 'stefan@example.com');
    await userEvent.clear(field('Repeat the e-mail address'));
    await userEvent.type(field('Repeat the e-mail address'), 'stefan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await act(() => settle());
    expect(world.root.session.loggedIn).toBe(true);
    expect(world.root.session.profileName).toBe('Ștefan Groß');
  });
});
