import type { OrderAddress } from '../../ports/model/order';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { PaymentOutcome, PaymentRequest } from '../../ports/payment-port';
import { portToken } from '../../ports/port-token';
import type { FakeAccountBook } from './fake-account-book';
import type { FakeCartBook, StoredCart } from './fake-cart-book';
import type { BookedOrder, FakeOrderBook, NewOrder } from './fake-order-book';
import { orderTotals } from './fake-order-view';
import { postageFor } from './fake-postage';
import { taxRateOf } from './seed/seed-countries';
import { RON } from './seed/seed-locale-configs';
import { CURRENCY_IDS, currencyCodeOf, toOrderAddress } from './seed/seed-orders';
import type { SeedData } from './seed/seed-types';

/** The fake provider page, inside the app (same origin). */
export const FAKE_PROVIDER_PATH = '/fake-provider';
/** E-mails containing this word are declined at once and sent to /order-failed. */
export const DECLINED_EMAIL_MARKER = 'decline';

const ROMANIAN_LOCALES: readonly string[] = ['ro_RO', 'en_US'];
/** Paid later, outside any provider: the shop places the order at once. */
const OFFLINE_PROVIDERS: readonly PaymentRequest['provider'][] = ['prepayment', 'cash-on-delivery'];

export const orderPlacedUrl = (cartId: number): string => `/order-placed?cart_id=${cartId}`;
/** Where PayPal and the wallet send the browser back to the shop, which then confirms or cancels the payment. */
const PROVIDER_RETURNS: Partial<Record<PaymentRequest['provider'], { approved: string; declined: string | null }>> = {
  'global-card': { approved: '/paypal/return?token=FAKE-PP&PayerID=FAKEPAYER', declined: '/paypal/cancel?token=FAKE-PP' },
  wallet: { approved: '/amazon-pay/return?amazonCheckoutSessionId=fake-amzn-session', declined: null },
};
export const orderFailedUrl = (cartId: number): string => `/order-failed?cart_id=${cartId}`;

/** The page a fake payment sends the browser to: /fake-provider?cart_id=…&provider=…&return=… */
export function fakeProviderUrl(cartId: number, provider: string): string {
  const query = new URLSearchParams({ cart_id: String(cartId), provider, return: orderPlacedUrl(cartId) });
  return `${FAKE_PROVIDER_PATH}?${query.toString()}`;
}

/** What the fake provider page shows while a payment waits. */
export interface FakePendingPayment {
  cartId: number;
  provider: PaymentRequest['provider'];
  email: string;
  /** What the order will cost: gross goods plus postage, minus the coupon, in the order's currency. */
  amountGross: number;
  /** The order's currency (ISO 4217). */
  currency: string;
}

/** Where the fake provider page sends the browser after approve or decline. */
export interface FakeProviderVerdict {
  redirectTo: string;
  orderId: number | null;
}

/**
 * The fake payment provider (adapter level, not a port). Prepayment and cash on delivery place the
 * order at once (→ /order-placed?cart_id=X). Any other `pay` parks the payment on the cart and
 * sends the browser to /fake-provider; the page then calls `approve` (places the order, empties
 * the cart, → /order-placed?cart_id=X) or `decline` (drops the payment, keeps the cart, no order,
 * → /order-failed?cart_id=X).
 */
export class FakePaymentDesk {
  constructor(
    private readonly data: SeedData,
    private readonly carts: FakeCartBook,
    private readonly orders: FakeOrderBook,
    private readonly accounts: FakeAccountBook,
  ) {}

  /** Checks the payment as the shop would and parks it; the outcome is the fake provider page. */
  open(request: PaymentRequest): Result<PaymentOutcome> {
    const cart = this.carts.get(request.cartId);
    if (cart === undefined) return fail(portError('not-found', 'Cart not found', 404));
    const refusal = this.refusal(cart, request);
    if (refusal !== null) return fail(refusal);
    if (request.email.toLowerCase().includes(DECLINED_EMAIL_MARKER))
      return ok({ kind: 'redirect', url: orderFailedUrl(cart.id) });
    if (OFFLINE_PROVIDERS.includes(request.provider)) {
      const order = this.place(cart, request);
      if (!order.ok) return order;
      this.orders.update(order.value.id, { status: 'not_paid' });
      return ok({ kind: 'redirect', url: orderPlacedUrl(cart.id) });
    }
    cart.pendingPayment = request;
    this.carts.save();
    return ok({ kind: 'redirect', url: fakeProviderUrl(cart.id, request.provider) });
  }

  /** The payment waiting on this cart, or null; its amount is what the order will cost, as it will be booked. */
  async pending(cartId: number): Promise<Result<FakePendingPayment | null>> {
    const cart = this.carts.get(cartId);
    const request = cart?.pendingPayment ?? null;
    if (cart === undefined || request === null) return ok(null);
    const order = this.newOrder(cart, request);
    if (!order.ok) return ok(null);
    return ok({
      cartId,
      provider: request.provider,
      email: request.email,
      amountGross: orderTotals(order.value).totalGross,
      currency: currencyCodeOf(order.value.currencyId),
    });
  }

  /** The tester approves: the order is placed and the cart emptied. */
  async approve(cartId: number): Promise<Result<FakeProviderVerdict>> {
    const returns = this.returnsOf(cartId);
    return returns ? ok({ redirectTo: returns.approved, orderId: null }) : this.confirm(cartId);
  }

  /** The payment the provider confirmed (directly, or through the shop's PayPal return): the order is placed. */
  async confirm(cartId: number): Promise<Result<FakeProviderVerdict>> {
    const cart = this.carts.get(cartId);
    const request = cart?.pendingPayment ?? null;
    if (cart === undefined || request === null) return fail(portError('not-found', 'No payment is waiting for this cart', 404));
    const order = this.place(cart, request);
    if (!order.ok) return order;
    return ok({ redirectTo: orderPlacedUrl(cartId), orderId: order.value.id });
  }

  /** The tester declines: PayPal returns to the shop's cancel page; otherwise the payment is dropped. */
  async decline(cartId: number): Promise<Result<FakeProviderVerdict>> {
    const declined = this.returnsOf(cartId)?.declined ?? null;
    return declined === null ? this.drop(cartId) : ok({ redirectTo: declined, orderId: null });
  }

  /** The payment is dropped, the cart kept, no order made. */
  async drop(cartId: number): Promise<Result<FakeProviderVerdict>> {
    const cart = this.carts.get(cartId);
    if (cart === undefined) return fail(portError('not-found', 'Cart not found', 404));
    cart.pendingPayment = null;
    this.carts.save();
    return ok({ redirectTo: orderFailedUrl(cartId), orderId: null });
  }

  /** The shop pages the pending payment's provider returns to, if it is one that returns. */
  private returnsOf(cartId: number) {
    const provider = this.carts.get(cartId)?.pendingPayment?.provider;
    return provider === undefined ? undefined : PROVIDER_RETURNS[provider];
  }

  /** Books the order of a payment the provider has confirmed, and empties the cart. */
  place(cart: StoredCart, request: PaymentRequest): Result<BookedOrder> {
    const refusal = this.refusal(cart, request);
    if (refusal !== null) return fail(refusal);
    const draft = this.newOrder(cart, request);
    if (!draft.ok) return draft;
    const order = this.orders.place(draft.value);
    cart.orderId = order.id;
    cart.lines = [];
    cart.coupon = null;
    cart.pendingPayment = null;
    this.carts.save();
    return ok(order);
  }

  /** The order this payment books: the cart's lines, postage and coupon, in the currency of the request's shop. */
  private newOrder(cart: StoredCart, request: PaymentRequest): Result<NewOrder> {
    const postage = postageFor(this.data, cart, request.deliveryMethodId, request.countryId, request.locale);
    if (!postage.ok) return postage;
    const romanian = ROMANIAN_LOCALES.includes(request.locale);
    return ok({
      customerId: request.customerId,
      email: request.email,
      countryId: request.countryId,
      taxRate: taxRateOf(request.countryId) ?? 0,
      currencyId: romanian ? CURRENCY_IDS.RON : CURRENCY_IDS.EUR,
      currencyRate: romanian ? RON.rate : 1,
      postageNet: postage.value.net,
      discountGross: this.discountOf(cart, request),
      deliveryMethodId: request.deliveryMethodId,
      paymentMethodId: request.paymentMethodId,
      vatNumber: request.isCompany ? request.vatNumber : null,
      invoiceAddress: this.addressOf(request.customerId, request.invoiceAddressId),
      deliveryAddress: this.addressOf(request.customerId, request.deliveryAddressId),
      cartId: cart.id,
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        pseId: line.pseId,
        quantity: line.quantity,
        unitNet: line.promoNetPrice ?? line.unitNetPrice,
        listUnitNet: line.unitNetPrice,
      })),
    });
  }

  /** The shop's 'Invalid data' for an empty cart, a method of another provider or an unknown country. */
  private refusal(cart: StoredCart, request: PaymentRequest) {
    const method = this.data.paymentMethods.find((m) => m.id === request.paymentMethodId);
    const invalid =
      cart.lines.length === 0 ||
      method === undefined ||
      method.provider !== request.provider ||
      taxRateOf(request.countryId) === null;
    return invalid ? portError('rejected', 'Invalid data', 400) : null;
  }

  private discountOf(cart: StoredCart, request: PaymentRequest): number {
    return request.couponCode !== null && cart.coupon?.code === request.couponCode ? cart.coupon.discount : 0;
  }

  /** The customer's own address, copied onto the order; a guest's addresses are not kept by the fake. */
  private addressOf(customerId: number | null, addressId: number): OrderAddress | null {
    if (customerId === null) return null;
    const address = this.accounts.byId(customerId)?.addresses.find((a) => a.id === addressId);
    return address === undefined ? null : toOrderAddress(address);
  }
}

/** What the fake provider page may call (through the knobs, so each can fail by name, e.g. 'FakeProvider.approve'). */
export type FakeProvider = Pick<FakePaymentDesk, 'pending' | 'approve' | 'decline'>;

/** For the fake provider page (fake family only; the http family binds nothing to it). */
export const FAKE_PROVIDER = portToken<FakeProvider>('FakeProvider');
