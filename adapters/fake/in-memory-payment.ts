import type { PaymentOutcome, PaymentPort, PaymentRequest } from '../../ports/payment-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { OrderAddress } from '../../ports/model/order';
import type { FakeAccountBook } from './fake-account-book';
import type { FakeCartBook } from './fake-cart-book';
import type { FakeOrderBook } from './fake-order-book';
import { postageFor } from './fake-postage';
import { RON } from './seed/seed-locale-configs';
import { taxRateOf } from './seed/seed-countries';
import { CURRENCY_IDS, toOrderAddress } from './seed/seed-orders';
import type { SeedData } from './seed/seed-types';

const ROMANIAN_LOCALES: readonly string[] = ['ro_RO', 'en_US'];
/** E-mails containing this word are declined by the fake provider and sent to /order-failed. */
export const DECLINED_EMAIL_MARKER = 'decline';

export class InMemoryPayment implements PaymentPort {
  constructor(
    private readonly data: SeedData,
    private readonly carts: FakeCartBook,
    private readonly orders: FakeOrderBook,
    private readonly accounts: FakeAccountBook,
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
      currencyId: romanian ? CURRENCY_IDS.RON : CURRENCY_IDS.EUR,
      currencyRate: romanian ? RON.rate : 1,
      postageNet: postage.value.net,
      discountGross: request.couponCode !== null && cart.coupon?.code === request.couponCode ? cart.coupon.discount : 0,
      deliveryMethodId: request.deliveryMethodId,
      paymentMethodId: request.paymentMethodId,
      invoiceAddress: this.addressOf(request.customerId, request.invoiceAddressId),
      deliveryAddress: this.addressOf(request.customerId, request.deliveryAddressId),
      lines: cart.lines.map((line) => ({
        productId: line.productId,
        pseId: line.pseId,
        quantity: line.quantity,
        unitNet: line.promoNetPrice ?? line.unitNetPrice,
        listUnitNet: line.unitNetPrice,
      })),
    });
    cart.orderId = order.id;
    cart.lines = [];
    cart.coupon = null;
    this.carts.save();
    if (request.provider === 'card') return ok({ kind: 'session', marker: `sess_${cart.id}_${order.id}` });
    return ok({ kind: 'redirect', url: `/order-placed?cart_id=${cart.id}` });
  }

  /** The customer's own address, copied onto the order; a guest's addresses are not kept by the fake. */
  private addressOf(customerId: number | null, addressId: number): OrderAddress | null {
    if (customerId === null) return null;
    const address = this.accounts.byId(customerId)?.addresses.find((a) => a.id === addressId);
    return address === undefined ? null : toOrderAddress(address);
  }
}
