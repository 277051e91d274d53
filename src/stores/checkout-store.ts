import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PaymentRequest } from '../../ports/payment-port';
import { checkoutProblems, type CheckoutProblem } from '../domain/checkout-form-rules';
import { AddressBookStore } from './address-book-store';
import { CartLinesStore } from './cart-lines-store';
import { CouponStore } from './coupon-store';
import { DeliveryChoiceStore } from './delivery-choice-store';
import { SessionStore } from './session-store';
import { ShopStore } from './shop-store';

/**
 * The /checkout form of a logged-in customer: billing and delivery address, the order message,
 * complete delivery, the terms, and what is still missing before paying.
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

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AddressBookStore) private readonly book: AddressBookStore,
    @inject(DeliveryChoiceStore) readonly choice: DeliveryChoiceStore,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(CouponStore) private readonly coupon: CouponStore,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {
    makeAutoObservable<CheckoutStore, 'session' | 'book' | 'lines' | 'coupon' | 'shop'>(
      this,
      { session: false, book: false, choice: false, lines: false, coupon: false, shop: false },
      { autoBind: true },
    );
  }

  /** The checkout needs a login for now; a guest is sent to log in or register first. */
  get needsLogin(): boolean {
    return !this.session.loggedIn;
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

  /** Reads the addresses and the methods. Returns the disposer. */
  start(): () => void {
    const stops = [this.book.start(), this.choice.start()];
    return () => {
      for (const stop of stops) stop();
    };
  }

  /** Submits the form: the pay call for it, or null while something is missing (from now on shown). */
  submit(): PaymentRequest | null {
    this.submitted = true;
    const method = this.choice.paymentMethod;
    const { cartId } = this.lines;
    const deliveryMethodId = this.choice.deliveryMethodId;
    if (this.currentProblems.length > 0 || method === null || cartId === null || deliveryMethodId === null) return null;
    return {
      provider: method.provider,
      cartId,
      customerId: this.session.customerId,
      email: this.session.email,
      couponCode: this.coupon.applied?.code ?? null,
      deliveryAddressId: this.deliveryAddressId ?? 0,
      invoiceAddressId: this.billingAddressId ?? 0,
      deliveryMethodId,
      paymentMethodId: method.id,
      countryId: this.shop.countryId,
      locale: this.shop.locale,
      isCompany: this.session.isCompany,
      message: this.message.trim(),
      isCompleteDelivery: this.completeDelivery,
      guest: false,
    };
  }

  private get currentProblems(): CheckoutProblem[] {
    return checkoutProblems({
      paymentMethodId: this.choice.paymentMethodId,
      addresses: { kind: 'saved', deliveryAddressId: this.deliveryAddressId, billingAddressId: this.billingAddressId },
      termsAccepted: this.termsAccepted,
    });
  }
}
