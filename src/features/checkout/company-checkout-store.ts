import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import { isCompanyOrder } from '../../domain/company-order';
import { companyProblems, type CompanyFields, type Problems } from '../../domain/customer-form-rules';
import { normalizeVatNumber } from '../../domain/vat-number';
import { AccountStore } from '../account/account-store';
import type { GuestCompany } from './guest-checkout-store';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

/** The outcome of the VAT check before paying. */
export type VatCheck = 'not-needed' | 'valid' | 'invalid';

/**
 * The company part of the checkout: a company customer enters and checks the VAT number; a guest may
 * order as a company, with the company's name and VAT number. It decides the order's company flag.
 */
@injectable()
export class CompanyCheckoutStore {
  /** A guest's "order as a company". */
  requested = false;
  fields: CompanyFields = { company: '', vatNumber: '' };
  submitted = false;
  private validNumber: string | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AccountStore) private readonly account: AccountStore,
    @inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
  ) {
    observeStore<CompanyCheckoutStore, 'validNumber'>(this, arguments, { validNumber: false });
  }

  /** The company fields are asked: of a company customer, or of a guest who orders as a company. */
  get applies(): boolean {
    return this.session.loggedIn ? this.session.isCompany : this.requested;
  }

  get isCompanyOrder(): boolean {
    return this.session.loggedIn
      ? isCompanyOrder({ kind: 'customer', isCompany: this.session.isCompany, companyId: this.account.company })
      : isCompanyOrder({ kind: 'guest', companyRequested: this.requested });
  }

  get problems(): Problems<CompanyFields> {
    return this.submitted ? this.currentProblems : {};
  }

  get isComplete(): boolean {
    return Object.keys(this.currentProblems).length === 0;
  }

  /** A guest's company, as registered with the order; null when not ordering as a company. */
  get guestCompany(): GuestCompany | null {
    if (this.session.loggedIn || !this.requested) return null;
    return { company: this.fields.company.trim(), vatNumber: normalizeVatNumber(this.fields.vatNumber) };
  }

  request(value: boolean): void {
    this.requested = value;
  }

  set(field: keyof CompanyFields, value: string): void {
    this.fields = { ...this.fields, [field]: value };
  }

  /** The VAT number the order is placed with: a company order's, as checked; null for a private order. */
  get orderVatNumber(): string | null {
    return this.isCompanyOrder && this.applies ? normalizeVatNumber(this.fields.vatNumber) : null;
  }

  /** A company customer's name and VAT number come from the account (a field already typed in stays). Returns the disposer. */
  start(): () => void {
    const stopCustomer = this.account.customer.watch();
    const stopAccount = reaction(
      () => [this.account.company, this.account.vatNumber] as const,
      ([company, vatNumber]) => {
        if (company !== null && this.fields.company === '') this.set('company', company);
        if (vatNumber !== null && this.fields.vatNumber === '') this.set('vatNumber', vatNumber);
      },
      { fireImmediately: true },
    );
    return () => {
      stopAccount();
      stopCustomer();
    };
  }

  /** Shows the company problems from now on. */
  markSubmitted(): void {
    this.submitted = true;
  }

  /** The server checks each VAT number once. */
  async check(): Promise<VatCheck> {
    if (!this.applies) return 'not-needed';
    const number = normalizeVatNumber(this.fields.vatNumber);
    if (!this.isComplete) return 'invalid';
    if (number === this.validNumber) return 'valid';
    const answer = await this.customers.checkVatNumber(number);
    const valid = answer.ok && answer.value;
    if (valid) this.validNumber = number;
    return valid ? 'valid' : 'invalid';
  }

  private get currentProblems(): Problems<CompanyFields> {
    return this.applies ? companyProblems(this.fields) : {};
  }
}
