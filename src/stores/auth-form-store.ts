import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AuthError } from '../../ports/customer-port';
import {
  loginProblems,
  registrationProblems,
  type LoginFields,
  type Problems,
  type RegistrationFields,
} from '../domain/customer-form-rules';
import { AppStore } from './app-store';
import { SessionStore } from './session-store';

export type AuthTab = 'login' | 'register';
/** 1 Mr, 2 Miss (section 9). */
export type PersonTitle = 1 | 2;

const EMPTY_LOGIN: LoginFields = { email: '', password: '' };
const EMPTY_REGISTRATION: RegistrationFields = { firstName: '', lastName: '', email: '', password: '', passwordRepeat: '' };

/**
 * The /login-register screen: its two tabs, the fields, the rules of section 5 shown once the
 * shopper submits, the server's answer, and where to go after (lastLocation).
 */
@injectable()
export class AuthFormStore {
  tab: AuthTab = 'login';
  login: LoginFields = { ...EMPTY_LOGIN };
  registration: RegistrationFields = { ...EMPTY_REGISTRATION };
  title: PersonTitle = 1;
  /** Rules are shown after the first submit of a form, then follow every change. */
  submitted: Record<AuthTab, boolean> = { login: false, register: false };
  submitting = false;
  failure: AuthError['kind'] | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AppStore) private readonly app: AppStore,
  ) {
    makeAutoObservable<AuthFormStore, 'session' | 'app'>(this, { session: false, app: false }, { autoBind: true });
  }

  /** Opens the screen on a tab (the navigation state defaultTab=register opens registration). */
  open(defaultTab: unknown): void {
    this.tab = defaultTab === 'register' ? 'register' : 'login';
    this.login = { ...EMPTY_LOGIN };
    this.registration = { ...EMPTY_REGISTRATION };
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
    if (Object.keys(registrationProblems(this.registration)).length > 0) return false;
    const { email, password, firstName, lastName } = this.registration;
    return this.run(() =>
      this.session.register({
        email: email.trim(),
        password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        titleCode: this.title,
        company: null,
        vatNumber: null,
      }),
    );
  }

  private async run(call: () => Promise<AuthError['kind'] | null>): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.failure = null;
    this.failure = await call();
    this.submitting = false;
    return this.failure === null;
  }
}
