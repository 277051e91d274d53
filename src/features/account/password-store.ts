import { inject, injectable } from 'inversify';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import {
  forgotPasswordProblems,
  passwordChangeProblems,
  type PasswordChangeFields,
  type Problems,
} from '../../domain/customer-form-rules';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

export type PasswordOutcome = 'sent' | 'send-failed' | 'changed' | 'change-failed';

const EMPTY_CHANGE: PasswordChangeFields = { oldPassword: '', password: '', passwordRepeat: '' };

/** /forgot-password (the reset e-mail) and the change-password form of /account. */
@injectable()
export class PasswordStore {
  email = '';
  change: PasswordChangeFields = { ...EMPTY_CHANGE };
  submitted: Record<'forgot' | 'change', boolean> = { forgot: false, change: false };
  busy = false;
  outcome: PasswordOutcome | null = null;

  constructor(
    @inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    observeStore(this, arguments);
  }

  open(): void {
    this.email = '';
    this.change = { ...EMPTY_CHANGE };
    this.submitted = { forgot: false, change: false };
    this.outcome = null;
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setChange(field: keyof PasswordChangeFields, value: string): void {
    this.change = { ...this.change, [field]: value };
  }

  get forgotProblems(): Problems<{ email: string }> {
    return this.submitted.forgot ? forgotPasswordProblems({ email: this.email }) : {};
  }

  get changeProblems(): Problems<PasswordChangeFields> {
    return this.submitted.change ? passwordChangeProblems(this.change) : {};
  }

  async requestReset(): Promise<void> {
    this.submitted.forgot = true;
    if (Object.keys(forgotPasswordProblems({ email: this.email })).length > 0) return;
    await this.run(async () => ((await this.customers.requestPasswordReset(this.email.trim())).ok ? 'sent' : 'send-failed'));
  }

  async changePassword(): Promise<void> {
    this.submitted.change = true;
    const customerId = this.session.customerId;
    if (customerId === null || Object.keys(passwordChangeProblems(this.change)).length > 0) return;
    const { oldPassword, password } = this.change;
    await this.run(async () => {
      const result = this.session.checked(
        await this.customers.changePassword({
          customerId,
          email: this.session.email,
          oldPassword,
          newPassword: password,
        }),
      );
      if (!result.ok) return 'change-failed';
      this.clearChange();
      return 'changed';
    });
  }

  private async run(call: () => Promise<PasswordOutcome>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.outcome = null;
    this.finish(await call());
  }

  private clearChange(): void {
    this.change = { ...EMPTY_CHANGE };
    this.submitted.change = false;
  }

  private finish(outcome: PasswordOutcome): void {
    this.outcome = outcome;
    this.busy = false;
  }
}
