import { inject, injectable } from 'inversify';
import type { AuthError } from '../../../ports/customer-port';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import {
  companyProblems,
  loginProblems,
  registrationProblems,
  type CompanyFields,
  type LoginFields,
  type Problems,
  type RegistrationFields,
} from '../../domain/customer-form-rules';
import { normalizeVatNumber } from '../../domain/vat-number';
import { AppStore } from '../shop/app-store';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

export type AuthTab = 'login' | 'register';
/** Section 9's title codes: 1 Mr, 2 Miss, 5 Association; this shop's company code is 3. */
export type PersonTitle = 1 | 2 | 3 | 5;
export const COMPANY_TITLE = 3;
/** Why a form was refused by the server: the login's reasons, or a VAT number it could not validate. */
export type AuthFailure = AuthError['kind'] | 'vat-invalid';

const EMPTY_LOGIN: LoginFields = { email: '', password: '' };
const EMPTY_REGISTRATION: RegistrationFields = {
  firstName: '',
  lastName: '',
  email: '',
  emailRepeat: '',
  password: '',
  passwordRepeat: '',
};
const EMPTY_COMPANY: CompanyFields = { company: '', vatNumber: '' };

/**
 * The /login-register screen: its two tabs, the fields, the rules of section 5 shown once the
 * shopper submits, the server's answer, and where to go after (lastLocation).
 */
@injectable()
export class AuthFormStore {
  tab: AuthTab = 'login';
  login: LoginFields = { ...EMPTY_LOGIN };
  registration: RegistrationFields = { ...EMPTY_REGISTRATION };
  companyFields: CompanyFields = { ...EMPTY_COMPANY };
  title: PersonTitle = 1;
  /** Rules are shown after the first submit of a form, then follow every change. */
  submitted: Record<AuthTab, boolean> = { login: false, register: false };
  submitting = false;
  failure: AuthFailure | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AppStore) private readonly app: AppStore,
    @inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
  ) {
    observeStore(this, arguments);
  }

  /** Opens the screen on a tab (the navigation state defaultTab=register opens registration). */
  open(defaultTab: unknown): void {
    this.tab = defaultTab === 'register' ? 'register' : 'login';
    this.login = { ...EMPTY_LOGIN };
    this.registration = { ...EMPTY_REGISTRATION };
    this.companyFields = { ...EMPTY_COMPANY };
    this.title = 1;
    this.submitted = { login: false, register: false };
    this.failure = null;
  }

  choose(tab: AuthTab): void {
    this.tab = tab;
    this.failure = null;
  }

  setLogin(field: keyof LoginFields, value: string): void {
    this.login = { ...this.login, [field]: value };
  }

  setRegistration(field: keyof RegistrationFields, value: string): void {
    this.registration = { ...this.registration, [field]: value };
  }

  setTitle(title: PersonTitle): void {
    this.title = title;
  }

  setCompany(field: keyof CompanyFields, value: string): void {
    this.companyFields = { ...this.companyFields, [field]: value };
  }

  /** A company registers with its name and VAT number (section 9: isCompany). */
  get isCompany(): boolean {
    return this.title === COMPANY_TITLE;
  }

  get companyProblems(): Problems<CompanyFields> {
    return this.submitted.register && this.isCompany ? companyProblems(this.companyFields) : {};
  }

  get loginProblems(): Problems<LoginFields> {
    return this.submitted.login ? loginProblems(this.login) : {};
  }

  get registrationProblems(): Problems<RegistrationFields> {
    return this.submitted.register ? registrationProblems(this.registration) : {};
  }

  /** Where to go after a login or registration: the last page visited (never this one, always same-origin). */
  get afterLogin(): string {
    return this.app.lastLocation;
  }

  async submitLogin(): Promise<boolean> {
    this.submitted.login = true;
    if (Object.keys(loginProblems(this.login)).length > 0) return false;
    return this.run(() => this.session.logIn(this.login.email, this.login.password));
  }

  async submitRegistration(): Promise<boolean> {
    this.submitted.register = true;
    const companyRefused = this.isCompany && Object.keys(companyProblems(this.companyFields)).length > 0;
    if (Object.keys(registrationProblems(this.registration)).length > 0 || companyRefused) return false;
    const { email, password, firstName, lastName } = this.registration;
    const company = this.isCompany ? this.companyFields.company.trim() : null;
    const vatNumber = this.isCompany ? normalizeVatNumber(this.companyFields.vatNumber) : null;
    return this.run(async () => {
      if (vatNumber !== null && !(await this.vatNumberValid(vatNumber))) return 'vat-invalid';
      return this.session.register({
        email: email.trim(),
        password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        titleCode: this.title,
        company,
        vatNumber,
      });
    });
  }

  /** The server's check; a failed check counts as not validated ('Could not validate VAT number'). */
  private async vatNumberValid(vatNumber: string): Promise<boolean> {
    const check = await this.customers.checkVatNumber(vatNumber);
    return check.ok && check.value;
  }

  private async run(call: () => Promise<AuthFailure | null>): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.failure = null;
    this.finish(await call());
    return this.failure === null;
  }

  private finish(failure: AuthFailure | null): void {
    this.failure = failure;
    this.submitting = false;
  }
}
