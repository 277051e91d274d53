import { inject, injectable } from 'inversify';
import { ADDRESS_PORT, type AddressPort } from '../../../ports/address-port';
import { CART_PORT, type CartPort } from '../../../ports/cart-port';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import type { AddressFields } from '../../domain/address-form-rules';
import type { GuestCheckoutFields, GuestCheckoutRules } from '../../domain/checkout-form-rules';
import { emailProblem, type FieldProblem, type Problems } from '../../domain/customer-form-rules';
import { readGuestExpress, sameGuestDetails, type GuestDetails, type GuestIds } from '../../domain/guest-express';
import { AddressDraft, emptyAddressFields } from '../account/address-draft';
import { QueryFactory } from '../shop/query-factory';
import { SessionStore } from '../session/session-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** A guest's company, as the company part of the checkout has it. */
export interface GuestCompany {
  company: string;
  vatNumber: string;
}

/** A guest address is named for the back office; the guest never sees the name. */
const GUEST_ADDRESS_LABEL = 'Checkout';

/**
 * A guest's contact and addresses at checkout (Continue as guest). Paying registers them as the
 * guest's customer details, kept as express-checkout data for 30 minutes: a guest who comes back
 * meanwhile finds them filled in, and unchanged details are not registered twice.
 */
@injectable()
export class GuestCheckoutStore {
  email = '';
  titleCode = 1;
  separateBilling = false;
  submitted = false;
  private filled = false;
  readonly delivery: AddressDraft;
  readonly billing: AddressDraft;

  constructor(
    @inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    @inject(CART_PORT) private readonly carts: CartPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(ADDRESS_PORT) addresses: AddressPort,
    @inject(QueryFactory) factory: QueryFactory,
  ) {
    this.delivery = new AddressDraft(shop, addresses, factory, () => !session.loggedIn);
    this.billing = new AddressDraft(shop, addresses, factory, () => !session.loggedIn && this.separateBilling);
    observeStore<GuestCheckoutStore, 'filled'>(this, arguments, { filled: false, delivery: false, billing: false });
  }

  /**
   * Fills the form from the express data of an earlier visit, else empty the first time; the delivery
   * country is the shop's country choice. Returns the disposer.
   */
  start(): () => void {
    const kept = readGuestExpress(this.session.expressData);
    if (kept !== null) this.fill(kept.details);
    else if (!this.filled) this.fill({ email: '', titleCode: 1, delivery: this.blank, billing: null });
    const country = String(this.shop.countryId);
    if (this.delivery.fields.countryId !== country) this.delivery.set('countryId', country);
    const stops = [this.delivery.counties.watch(), this.billing.counties.watch()];
    return () => {
      for (const stop of stops) stop();
    };
  }

  private fill(details: GuestDetails): void {
    this.filled = true;
    this.email = details.email;
    this.titleCode = details.titleCode;
    this.delivery.reset(details.delivery);
    this.billing.reset(details.billing ?? this.blank);
    this.separateBilling = details.billing !== null;
  }

  private get blank(): AddressFields {
    return { ...emptyAddressFields(this.shop.countryId), label: GUEST_ADDRESS_LABEL };
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setTitle(code: number): void {
    this.titleCode = code;
  }

  setSeparateBilling(value: boolean): void {
    this.separateBilling = value;
  }

  get emailProblem(): FieldProblem | undefined {
    return this.submitted ? emailProblem(this.email) : undefined;
  }

  get deliveryProblems(): Problems<AddressFields> {
    return this.submitted ? this.delivery.problems : {};
  }

  get billingProblems(): Problems<AddressFields> {
    return this.submitted ? this.billing.problems : {};
  }

  /** The typed fields and their countries' rules, for the checkout's list of what is missing. */
  get checkoutFields(): { fields: GuestCheckoutFields; rules: GuestCheckoutRules } {
    return {
      fields: { email: this.email, delivery: this.delivery.fields, billing: this.separateBilling ? this.billing.fields : null },
      rules: { delivery: this.delivery.rules, billing: this.billing.rules },
    };
  }

  /** Shows the inline problems from now on. */
  markSubmitted(): void {
    this.submitted = true;
  }

  /**
   * The guest's customer for this cart: the one registered for the same details in the last 30
   * minutes, or a new registration, with the cart assigned to it. null when either call failed.
   */
  async register(cartId: number, company: GuestCompany | null): Promise<GuestIds | null> {
    const details = this.details;
    const kept = readGuestExpress(this.session.expressData);
    const ids = kept !== null && sameGuestDetails(kept.details, details) ? kept.ids : await this.registerNew(cartId, company);
    if (ids === null) return null;
    const assigned = await this.carts.assignCustomer(cartId, details.email);
    return assigned.ok ? ids : null;
  }

  private async registerNew(cartId: number, company: GuestCompany | null): Promise<GuestIds | null> {
    const details = this.details;
    const registered = await this.customers.registerGuest({
      email: details.email,
      titleCode: details.titleCode,
      firstName: details.delivery.firstName.trim(),
      lastName: details.delivery.lastName.trim(),
      company: company?.company ?? null,
      vatNumber: company?.vatNumber ?? null,
      delivery: this.delivery.toInput(this.extras),
      billing: this.separateBilling ? this.billing.toInput(this.extras) : null,
      cartId,
      locale: this.shop.locale,
    });
    if (!registered.ok) return null;
    this.session.saveExpressData({ guest: { details, ids: registered.value } });
    return registered.value;
  }

  private get details(): GuestDetails {
    return {
      email: this.email.trim(),
      titleCode: this.titleCode,
      delivery: this.delivery.fields,
      billing: this.separateBilling ? this.billing.fields : null,
    };
  }

  private get extras() {
    return { titleCode: this.titleCode, cellphone: null, isDefault: true };
  }
}
