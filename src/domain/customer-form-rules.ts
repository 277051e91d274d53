import { isPlausibleEmail } from './email-address';
import { isPlausibleVatNumber } from './vat-number';

/** Section 5's form rules for login and registration, as codes the screen translates. */
export type FieldProblem =
  | 'required'
  | 'too-short'
  | 'email'
  | 'password-too-short'
  | 'passwords-differ'
  | 'emails-differ'
  | 'phone'
  | 'postcode'
  | 'vat-number';

export const MIN_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 4;

export interface LoginFields {
  email: string;
  password: string;
}

export interface RegistrationFields extends LoginFields {
  firstName: string;
  lastName: string;
  /** Section 5: the e-mail is entered twice. */
  emailRepeat: string;
  passwordRepeat: string;
}

export type Problems<F> = Partial<Record<keyof F, FieldProblem>>;

export const emailProblem = (email: string): FieldProblem | undefined =>
  email.trim() === '' ? 'required' : isPlausibleEmail(email.trim()) ? undefined : 'email';

/** Names count characters as the shopper sees them (ș, ß and emoji are one each). */
export const nameProblem = (name: string): FieldProblem | undefined => {
  const length = [...name.trim()].length;
  return length === 0 ? 'required' : length < MIN_NAME_LENGTH ? 'too-short' : undefined;
};

export const only = <F>(problems: Partial<Record<keyof F, FieldProblem | undefined>>): Problems<F> =>
  Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Problems<F>;

/** E-mail addresses match regardless of surrounding spaces and letter case. */
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const newPasswordProblem = (password: string): FieldProblem | undefined =>
  password === '' ? 'required' : password.length < MIN_PASSWORD_LENGTH ? 'password-too-short' : undefined;

export function loginProblems(fields: LoginFields): Problems<LoginFields> {
  return only<LoginFields>({ email: emailProblem(fields.email), password: fields.password === '' ? 'required' : undefined });
}

export function registrationProblems(fields: RegistrationFields): Problems<RegistrationFields> {
  return only<RegistrationFields>({
    firstName: nameProblem(fields.firstName),
    lastName: nameProblem(fields.lastName),
    email: emailProblem(fields.email),
    emailRepeat: sameEmail(fields.emailRepeat, fields.email) ? undefined : 'emails-differ',
    password: newPasswordProblem(fields.password),
    passwordRepeat: fields.passwordRepeat !== fields.password ? 'passwords-differ' : undefined,
  });
}

export interface PasswordChangeFields {
  oldPassword: string;
  password: string;
  passwordRepeat: string;
}

export function passwordChangeProblems(fields: PasswordChangeFields): Problems<PasswordChangeFields> {
  return only<PasswordChangeFields>({
    oldPassword: fields.oldPassword === '' ? 'required' : undefined,
    password: newPasswordProblem(fields.password),
    passwordRepeat: fields.passwordRepeat !== fields.password ? 'passwords-differ' : undefined,
  });
}

export function forgotPasswordProblems(fields: { email: string }): Problems<{ email: string }> {
  return only<{ email: string }>({ email: emailProblem(fields.email) });
}

/** What a company adds to its registration. */
export interface CompanyFields {
  company: string;
  vatNumber: string;
}

export function companyProblems(fields: CompanyFields): Problems<CompanyFields> {
  const vat = fields.vatNumber.trim();
  return only<CompanyFields>({
    company: nameProblem(fields.company),
    vatNumber: vat === '' ? 'required' : isPlausibleVatNumber(vat) ? undefined : 'vat-number',
  });
}
