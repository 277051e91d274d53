import { describe, expect, it } from 'vitest';
import { givenAShop } from '../../support/build-root-store';

describe('the login-register screen state', () => {
  it.each([
    ['register', 'register'],
    [undefined, 'login'],
    ['admin', 'login'],
  ] as const)('the navigation state defaultTab=%s opens the %s tab', (defaultTab, tab) => {
    const { root } = givenAShop();
    root.auth.open(defaultTab);
    expect(root.auth.tab).toBe(tab);
  });

  it('shows no rule before the first submit, and every broken rule after it', async () => {
    const { root } = givenAShop();
    root.auth.open('register');
    expect(root.auth.registrationProblems).toEqual({});
    await expect(root.auth.submitRegistration()).resolves.toBe(false);
    expect(Object.keys(root.auth.registrationProblems).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });
});
