import { describe, expect, it } from 'vitest';
import { givenAShop } from '../../support/build-root-store';

describe('the login-register screen state', () => {
  it.each([
    ['register', 'register'],
    [undefined, 'login'],
    ['admin', 'login'],
  ] as const)('the navigation state defaultTab=%s opens the %s tab', async (defaultTab, tab) => {
    const { auth } = await givenAShop().root.accountFeature.load();
    auth.open(defaultTab);
    expect(auth.tab).toBe(tab);
  });

  it('shows no rule before the first submit, and every broken rule after it', async () => {
    const { auth } = await givenAShop().root.accountFeature.load();
    auth.open('register');
    expect(auth.registrationProblems).toEqual({});
    await expect(auth.submitRegistration()).resolves.toBe(false);
    expect(Object.keys(auth.registrationProblems).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });
});
