import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { CUSTOMER_PORT } from '../../../ports/customer-port';
import { givenAShop } from '../../support/build-root-store';
import { givenAGuest, givenALoggedInCustomer } from '../../support/given-a-customer';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const anna = DEMO_ACCOUNTS.private;

const aRecordedCustomerPort = () => givenARecordedPort(CUSTOMER_PORT, (fakes) => fakes.customers);

async function givenTheForgotPasswordScreen() {
  const world = aRecordedCustomerPort();
  const { password } = await world.root.accountFeature.load();
  password.open();
  return { ...world, password };
}

describe('/forgot-password', () => {
  it('shows no rule before the first submit, and sends nothing without a plausible address', async () => {
    const { password, recorded } = await givenTheForgotPasswordScreen();
    expect(password.forgotProblems).toEqual({});
    await password.requestReset();
    expect(password.forgotProblems).toEqual({ email: 'required' });

    password.setEmail('anna@example');
    await password.requestReset();
    expect(password.forgotProblems).toEqual({ email: 'email' });
    expect(recorded.count('requestPasswordReset')).toBe(0);
    expect(password.outcome).toBeNull();
  });

  it("asks the shop to send the e-mail to the trimmed address: 'sent'", async () => {
    const { password, recorded } = await givenTheForgotPasswordScreen();
    password.setEmail(`  ${anna.email} `);
    await password.requestReset();
    expect(recorded.callsTo('requestPasswordReset')).toEqual([[anna.email]]);
    expect(password.outcome).toBe('sent');
    expect(password.busy).toBe(false);
  });

  it("a failed request says 'send-failed'", async () => {
    const { password, knobs } = await givenTheForgotPasswordScreen();
    knobs.fail('CustomerPort.requestPasswordReset');
    password.setEmail(anna.email);
    await password.requestReset();
    expect(password.outcome).toBe('send-failed');
  });

  it('opening the screen again starts empty', async () => {
    const { password } = await givenTheForgotPasswordScreen();
    password.setEmail(anna.email);
    await password.requestReset();
    password.open();
    expect(password.email).toBe('');
    expect(password.outcome).toBeNull();
    expect(password.forgotProblems).toEqual({});
  });
});

describe('changing the password on /account', () => {
  it('checks the rules first and sends nothing while one is broken', async () => {
    const world = await givenALoggedInCustomer('private', aRecordedCustomerPort());
    world.password.setChange('password', 'abc');
    await world.password.changePassword();
    expect(world.password.changeProblems).toEqual({
      oldPassword: 'required',
      password: 'password-too-short',
      passwordRepeat: 'passwords-differ',
    });
    expect(world.recorded.count('changePassword')).toBe(0);
  });

  it("changes it with the current one: 'changed', the fields cleared, and the new one logs in", async () => {
    const world = await givenALoggedInCustomer('private', aRecordedCustomerPort());
    world.password.setChange('oldPassword', anna.password);
    world.password.setChange('password', 'neu-1234');
    world.password.setChange('passwordRepeat', 'neu-1234');
    await world.password.changePassword();

    expect(world.recorded.callsTo('changePassword')).toEqual([
      [{ customerId: anna.customerId, email: anna.email, oldPassword: anna.password, newPassword: 'neu-1234' }],
    ]);
    expect(world.password.outcome).toBe('changed');
    expect(world.password.change).toEqual({ oldPassword: '', password: '', passwordRepeat: '' });
    expect(world.password.changeProblems).toEqual({});
    const again = givenAShop({ fakes: world.fakes, clock: world.clock, knobs: world.knobs });
    await expect(again.root.session.logIn(anna.email, 'neu-1234')).resolves.toBeNull();
  });

  it("a wrong current password says 'change-failed' and keeps what was typed", async () => {
    const world = await givenALoggedInCustomer('private');
    world.password.setChange('oldPassword', 'not-it');
    world.password.setChange('password', 'neu-1234');
    world.password.setChange('passwordRepeat', 'neu-1234');
    await world.password.changePassword();
    expect(world.password.outcome).toBe('change-failed');
    expect(world.password.change.password).toBe('neu-1234');
  });

  it('a logged-out shopper cannot change a password', async () => {
    const { password } = await givenAGuest();
    password.setChange('oldPassword', anna.password);
    password.setChange('password', 'neu-1234');
    password.setChange('passwordRepeat', 'neu-1234');
    await password.changePassword();
    expect(password.outcome).toBeNull();
  });
});
