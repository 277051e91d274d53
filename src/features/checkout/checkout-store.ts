import { inject, injectable } from 'inversify';
import type { PaymentRequest } from '../../../ports/payment-port';
import { checkoutProblems, type CheckoutProblem } from '../../domain/checkout-form-rules';
import type { GuestIds } from '../../domain/guest-express';
import { AddressBookStore } from '../account/address-book-store';
import { CartLineDetailsStore } from '../cart/cart-line-details-store';
import { CartLinesStore } from '../cart/cart-lines-store';
import { CompanyCheckoutStore } from './company-checkout-store';
import { CouponStore } from '../cart/coupon-store';
import { DeliveryChoiceStore } from './delivery-choice-store';
import { GuestCheckoutStore } from './guest-checkout-store';
import { SessionStore } from '../session/session-store';
import { ShopStore } from '../shop/shop-store';
import { watchLineDetails } from '../cart/watch-line-details';
import { observeStore } from '../../shared/observe-store';

/**
 * Why the form was not sent although complete (section 8): the login broke, the guest's details
 * could not be registered, or the VAT number was not confirmed.
 */
export type CheckoutFailure = 'login' | 'registration' | 'vat-number';

/**
 * The /checkout form: a customer's saved addresses or a guest's typed ones, the company part, the
 * order message, complete delivery, the terms, and what is still missing before paying.
 */
@injectable()
export class CheckoutStore {
  /** null: the default address, until the customer picks another. */
  private pickedBilling: number | null = null;
  private pickedDelivery: number | null = null;
  message = '';
  completeDelivery = false;
  termsAccepted = false;
  /** Missing choices are shown once the customer tried to pay. */
  submitted = false;
  failure: CheckoutFailure | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AddressBookStore) private readonly book: AddressBookStore,
    @inject(DeliveryChoiceStore) readonly choice: DeliveryChoiceStore,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(CouponStore) private readonly coupon: CouponStore,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(GuestCheckoutStore) readonly guest: GuestCheckoutStore,
    @inject(CompanyCheckoutStore) readonly company: CompanyCheckoutStore,
    @inject(CartLineDetailsStore) private readonly details: CartLineDetailsStore,
  ) {
    observeStore(this, arguments);
  }

  /** Continue as guest: nobody is logged in. */
  get isGuest(): boolean {
    return !this.session.loggedIn;
  }

  /** The login this checkout started with broke: refused by the server, or kept without its ids. */
  get loginBroken(): boolean {
    if (this.session.loginLost) return true;
    return this.session.loggedIn && (this.session.customerId === null || this.session.email === '');
  }

  get isEmpty(): boolean {
    return this.lines.items.length === 0;
  }

  private get defaultAddressId(): number | null {
    return this.book.sorted.find((address) => address.isDefault)?.id ?? this.book.sorted[0]?.id ?? null;
  }

  get billingAddressId(): number | null {
    return this.pickedBilling ?? this.defaultAddressId;
  }

  get deliveryAddressId(): number | null {
    return this.pickedDelivery ?? this.defaultAddressId;
  }

  pickBilling(id: number): void {
    this.pickedBilling = id;
  }

  pickDelivery(id: number): void {
    this.pickedDelivery = id;
  }

  setMessage(value: string): void {
    this.message = value;
  }

  setCompleteDelivery(value: boolean): void {
    this.completeDelivery = value;
  }

  setTermsAccepted(value: boolean): void {
    this.termsAccepted = value;
  }

  get problems(): CheckoutProblem[] {
    return this.submitted ? this.currentProblems : [];
  }

  /** Reads the addresses, the profile and the methods, or opens the guest form. Returns the disposer. */
  start(): () => void {
    const stops = [
      this.choice.start(),
      this.company.start(),
      this.session.loggedIn ? this.book.start() : this.guest.start(),
      watchLineDetails(this.lines, this.details),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }

  /**
   * Submits the form: the pay call for it, or null while something is missing (from now on shown)
   * or failed. A guest is registered first, a company's VAT number checked.
   */
  async submit(): Promise<PaymentRequest | null> {
    this.revealProblems();
    const method = this.choice.paymentMethod;
    const { cartId } = this.lines;
    const deliveryMethodId = this.choice.deliveryMethodId;
    if (this.loginBroken) return this.fail('login');
    if (this.currentProblems.length > 0 || method === null || cartId === null || deliveryMethodId === null) return null;
    if ((await this.company.check()) === 'invalid') return this.fail('vat-number');
    const payer = this.isGuest ? await this.guest.register(cartId, this.company.guestCompany) : this.customer;
    if (payer === null) return this.fail('registration');
    return {
      provider: method.provider,
      cartId,
      customerId: payer.customerId,
      email: this.isGuest ? this.guest.email.trim() : this.session.email,
      couponCode: this.coupon.applied?.code ?? null,
      deliveryAddressId: payer.deliveryAddressId,
      invoiceAddressId: payer.invoiceAddressId,
      deliveryMethodId,
      paymentMethodId: method.id,
      countryId: this.shop.countryId,
      locale: this.shop.locale,
      isCompany: this.company.isCompanyOrder,
      vatNumber: this.company.orderVatNumber,
      message: this.message.trim(),
      isCompleteDelivery: this.completeDelivery,
      guest: this.isGuest,
    };
  }

  /** Shows what is missing from now on, without sending anything. */
  revealProblems(): void {
    this.submitted = true;
    this.failure = null;
    this.guest.markSubmitted();
    this.company.markSubmitted();
  }

  private fail(failure: CheckoutFailure): null {
    this.failure = failure;
    return null;
  }

  private get customer(): GuestIds | null {
    const { customerId } = this.session;
    const delivery = this.deliveryAddressId;
    const invoice = this.billingAddressId;
    return customerId === null || delivery === null || invoice === null
      ? null
      : { customerId, deliveryAddressId: delivery, invoiceAddressId: invoice };
  }

  /** A line goes by freight carrier (as far as the variant facts are known). */
  private get hasFreight(): boolean {
    return this.lines.items.some((line) => this.details.of(line.pseId).delay?.freight === true);
  }

  private get deliveryPhone(): string | null {
    if (this.isGuest) return this.guest.delivery.fields.phone;
    const address = this.deliveryAddressId === null ? undefined : this.book.byId(this.deliveryAddressId);
    return address?.phone ?? address?.cellphone ?? null;
  }

  private get currentProblems(): CheckoutProblem[] {
    const { fields, rules } = this.guest.checkoutFields;
    return checkoutProblems({
      paymentMethodId: this.choice.paymentMethodId,
      addresses: this.isGuest
        ? { kind: 'guest', fields, rules }
        : { kind: 'saved', deliveryAddressId: this.deliveryAddressId, billingAddressId: this.billingAddressId },
      companyComplete: this.company.isComplete,
      freight: { hasFreight: this.hasFreight, deliveryPhone: this.deliveryPhone },
      termsAccepted: this.termsAccepted,
    });
  }
}
