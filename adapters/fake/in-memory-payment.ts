import type { PaymentQrCode } from '../../ports/model/checkout';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type {
  PaymentOutcome,
  PaymentPort,
  PaymentRequest,
  PaypalData,
  QrCodeRequest,
  WalletPayment,
} from '../../ports/payment-port';
import type { FakeAccountBook } from './fake-account-book';
import type { FakeCartBook } from './fake-cart-book';
import type { FakeOrderBook } from './fake-order-book';
import { orderPlacedUrl, type FakePaymentDesk } from './fake-payment-desk';
import { fakeQrCode } from './fake-qr-code';
import { DELIVERY_METHOD_IDS, PAYMENT_METHOD_IDS } from './seed/seed-facts';

const TRANSFER_METHODS: readonly number[] = [PAYMENT_METHOD_IDS.instantTransfer, PAYMENT_METHOD_IDS.prepayment];

const cartIdIn = (data: PaypalData): number | null => {
  const value = Number(data['cart_id']);
  return Number.isInteger(value) && value > 0 ? value : null;
};

const paypalOrderIn = (data: PaypalData): string => String(data['orderID'] ?? data['token'] ?? '');

/**
 * Every provider goes through the fake provider page (`FakePaymentDesk`): pay parks the payment
 * and redirects there. PayPal's accept and cancel are the page's approve and decline by cart id
 * (`cart_id` in the passed data); the wallet session pays at once, as its provider has already
 * approved.
 */
export class InMemoryPayment implements PaymentPort {
  constructor(
    private readonly desk: FakePaymentDesk,
    private readonly carts: FakeCartBook,
    private readonly orders: FakeOrderBook,
    private readonly accounts: FakeAccountBook,
  ) {}

  async pay(request: PaymentRequest): Promise<Result<PaymentOutcome>> {
    return this.desk.open(request);
  }

  /** The cart's customer pays with their default address, parcel delivery and the wallet method. */
  async payWithWallet(payment: WalletPayment): Promise<Result<PaymentOutcome>> {
    const cart = this.carts.get(payment.cartId);
    if (cart === undefined) return fail(portError('not-found', 'Cart not found', 404));
    if (payment.walletSessionId.trim() === '') return fail(portError('rejected', 'Invalid data', 400));
    const account = cart.customerId === null ? undefined : this.accounts.byId(cart.customerId);
    const address = account?.addresses.find((a) => a.isDefault) ?? account?.addresses[0];
    const request: PaymentRequest = cart.pendingPayment ?? {
      provider: 'wallet',
      cartId: cart.id,
      customerId: cart.customerId,
      email: account?.customer.email ?? cart.email ?? 'wallet-guest@example.com',
      couponCode: cart.coupon?.code ?? null,
      deliveryAddressId: address?.id ?? 0,
      invoiceAddressId: address?.id ?? 0,
      deliveryMethodId: DELIVERY_METHOD_IDS.standard,
      paymentMethodId: PAYMENT_METHOD_IDS.wallet,
      countryId: address?.countryId ?? account?.countryId ?? 146,
      locale: 'ro_RO',
      isCompany: false,
      vatNumber: null,
      message: payment.customerNote ?? '',
      isCompleteDelivery: true,
      guest: account === undefined,
    };
    const order = this.desk.place(cart, request);
    return order.ok ? ok({ kind: 'redirect', url: orderPlacedUrl(cart.id) }) : order;
  }

  /** The cart named in the data, else the one whose payment waits on the PayPal order. */
  private paypalCartOf(data: PaypalData): number | null {
    return cartIdIn(data) ?? this.carts.byPaypalOrderId(paypalOrderIn(data))?.id ?? null;
  }

  async acceptPaypal(data: PaypalData): Promise<Result<PaymentOutcome>> {
    const cartId = this.paypalCartOf(data);
    if (cartId === null) return fail(portError('rejected', 'Invalid data', 400));
    const verdict = await this.desk.confirm(cartId);
    return verdict.ok ? ok({ kind: 'redirect', url: verdict.value.redirectTo }) : verdict;
  }

  async cancelPaypal(data: PaypalData): Promise<Result<void>> {
    const cartId = this.paypalCartOf(data);
    if (cartId === null) return fail(portError('rejected', 'Invalid data', 400));
    const verdict = await this.desk.drop(cartId);
    return verdict.ok ? ok(undefined) : verdict;
  }

  /** A deterministic EPC payload text (no image) for an order paid by transfer; other orders have none. */
  async getQrCode(request: QrCodeRequest): Promise<Result<PaymentQrCode>> {
    const order = this.orders.get(request.orderId);
    if (order === undefined || !TRANSFER_METHODS.includes(order.paymentMethodId))
      return fail(portError('not-found', 'Order not found', 404));
    return ok(fakeQrCode(order));
  }
}
