import { describe, expect, it } from 'vitest';
import {
  forgotPasswordProblems,
  loginProblems,
  passwordChangeProblems,
  registrationProblems,
  type PasswordChangeFields,
  type RegistrationFields,
} from '../../../src/domain/customer-form-rules';

const aRegistration = (patch: Partial<RegistrationFields> = {}): RegistrationFields => ({
  firstName: 'Ana',
  lastName: 'Popescu',
  email: 'ana@example.com',
  emailRepeat: 'ana@example.com',
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
    const repeated = field === 'password' ? { passwordRepeat: value } : field === 'email' ? { emailRepeat: value } : {};
    const fields = aRegistration({ [field]: value, ...repeated });
    expect(registrationProblems(fields)).toEqual({ [field]: problem });
  });

  it('the passwords must match', () => {
    expect(registrationProblems(aRegistration({ passwordRepeat: 'demo!' }))).toEqual({ passwordRepeat: 'passwords-differ' });
  });

  it('the e-mail addresses must match; spaces around them and letter case do not count', () => {
    expect(registrationProblems(aRegistration({ emailRepeat: 'anna@example.com' }))).toEqual({ emailRepeat: 'emails-differ' });
    expect(registrationProblems(aRegistration({ emailRepeat: '' }))).toEqual({ emailRepeat: 'emails-differ' });
    expect(registrationProblems(aRegistration({ emailRepeat: ' Ana@Example.com ' }))).toEqual({});
  });

  it('login needs an e-mail address and a password', () => {
    expect(loginProblems({ email: 'ana@example.com', password: 'x' })).toEqual({});
    expect(loginProblems({ email: 'ana', password: '' })).toEqual({ email: 'email', password: 'required' });
  });
});

const aPasswordChange = (patch: Partial<PasswordChangeFields> = {}): PasswordChangeFields => ({
  oldPassword: 'demo',
  password: 'neu1',
  passwordRepeat: 'neu1',
  ...patch,
});

describe('form rules of section 5: changing and resetting the password', () => {
  it('a complete change has no problems; the current password is not held to the new-password length', () => {
    expect(passwordChangeProblems(aPasswordChange({ oldPassword: 'x' }))).toEqual({});
  });

  it.each([
    [{ oldPassword: '' }, { oldPassword: 'required' }],
    [{ password: '', passwordRepeat: '' }, { password: 'required' }],
    [{ password: 'abc', passwordRepeat: 'abc' }, { password: 'password-too-short' }],
    [{ passwordRepeat: 'neu2' }, { passwordRepeat: 'passwords-differ' }],
    [
      { oldPassword: '', password: '', passwordRepeat: 'x' },
      { oldPassword: 'required', password: 'required', passwordRepeat: 'passwords-differ' },
    ],
  ] as const)('%j: %j', (patch, problems) => {
    expect(passwordChangeProblems(aPasswordChange(patch))).toEqual(problems);
  });

  it.each([
    ['', { email: 'required' }],
    ['   ', { email: 'required' }],
    ['ana@example', { email: 'email' }],
    ['ana@example.com', {}],
    [' ana@example.com ', {}],
  ] as const)('the reset needs a plausible e-mail address: %j', (email, problems) => {
    expect(forgotPasswordProblems({ email })).toEqual(problems);
  });
});
