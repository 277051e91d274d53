import type { PaymentOutcome, PaymentPort, PaymentRequest } from '../../ports/payment-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { FakeCartBook } from './fake-cart-book';
import type { FakeOrderBook } from './fake-order-book';
import { postageFor } from './fake-postage';
import { RON } from './seed/seed-locale-configs';
import { taxRateOf } from './seed/seed-countries';
import type { SeedData } from './seed/seed-types';

const ROMANIAN_LOCALES: readonly string[] = ['ro_RO', 'en_US'];
/** E-mails containing this word are declined by the fake provider and sent to /order-failed. */
export const DECLINED_EMAIL_MARKER = 'decline';

export class InMemoryPayment implements PaymentPort {
  constructor(
    private readonly data: SeedData,
    private readonly carts: FakeCartBook,
    private readonly orders: FakeOrderBook,
  ) {}

  async pay(request: PaymentRequest): Promise<Result<PaymentOutcome>> {
    const cart = this.carts.get(request.cartId);
    if (cart === undefined) return fail(portError('not-found', 'Cart not found', 404));
    const method = this.data.paymentMethods.find((m) => m.id === request.paymentMethodId);
    const rate = taxRateOf(request.countryId);
    if (cart.lines.length === 0 || method === undefined || method.provider !== request.provider || rate === null) {
      return fail(portError('rejected', 'Invalid data', 400));
    }
    if (request.email.toLowerCase().includes(DECLINED_EMAIL_MARKER))
      return ok({ kind: 'redirect', url: `/order-failed?cart_id=${cart.id}` });
    const postage = postageFor(this.data, cart, request.deliveryMethodId, request.countryId, request.locale);
    if (!postage.ok) return postage;
    const romanian = ROMANIAN_LOCALES.includes(request.locale);
    const order = this.orders.place({
      customerId: request.customerId,
      email: request.email,
      countryId: request.countryId,
      taxRate: rate,
      currencyCode: romanian ? RON.code : 'EUR',
      currencyRate: romanian ? RON.rate : 1,
      postageNet: postage.value.net,
      discountGross: request.couponCode !== null && cart.coupon?.code === request.couponCode ? cart.coupon.discount : 0,
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        pseId: line.pseId,
        quantity: line.quantity,
        unitNet: line.promoNetPrice ?? line.unitNetPrice,
      })),
    });
    cart.orderId = order.id;
    cart.lines = [];
    cart.coupon = null;
    this.carts.save();
    if (request.provider === 'card') return ok({ kind: 'session', marker: `sess_${cart.id}_${order.id}` });
    return ok({ kind: 'redirect', url: `/order-placed?cart_id=${cart.id}` });
  }

  async cancelOrder(orderId: number): Promise<Result<void>> {
    const order = this.orders.get(orderId);
    if (order === undefined) return fail(portError('not-found', 'Order not found', 404));
    if (order.status === 'sent' || order.status === 'delivered')
      return fail(portError('rejected', 'Order can no longer be cancelled', 409));
    this.orders.update(orderId, { status: 'cancelled' });
    return ok(undefined);
  }
}
