import { describe, expect, it } from 'vitest';
import { loginProblems, registrationProblems, type RegistrationFields } from '../../../src/domain/customer-form-rules';

const aRegistration = (patch: Partial<RegistrationFields> = {}): RegistrationFields => ({
  firstName: 'Ana',
  lastName: 'Popescu',
  email: 'ana@example.com',
  password: 'demo',
  passwordRepeat: 'demo',
  ...patch,
});

describe('form rules of section 5: login and registration', () => {
  it('a complete registration has no problems; diacritics and emoji are names like any other', () => {
    expect(registrationProblems(aRegistration())).toEqual({});
    expect(registrationProblems(aRegistration({ firstName: 'Ștefan', lastName: 'Groß 🌲' }))).toEqual({});
  });

  it.each([
    ['firstName', '', 'required'],
    ['firstName', ' A ', 'too-short'],
    ['lastName', 'ß', 'too-short'],
    ['email', '', 'required'],
    ['email', 'ana@example', 'email'],
    ['email', 'ana example.com', 'email'],
    ['password', '', 'required'],
    ['password', 'abc', 'password-too-short'],
  ] as const)('%s %j: %s', (field, value, problem) => {
    const fields = aRegistration({ [field]: value, ...(field === 'password' ? { passwordRepeat: value } : {}) });
    expect(registrationProblems(fields)).toEqual({ [field]: problem });
  });

  it('the passwords must match', () => {
    expect(registrationProblems(aRegistration({ passwordRepeat: 'demo!' }))).toEqual({ passwordRepeat: 'passwords-differ' });
  });

  it('login needs an e-mail address and a password', () => {
    expect(loginProblems({ email: 'ana@example.com', password: 'x' })).toEqual({});
    expect(loginProblems({ email: 'ana', password: '' })).toEqual({ email: 'email', password: 'required' });
  });
});
