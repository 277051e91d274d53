import type { ClockPort } from '../../ports/clock-port';
import type { OrderAccess, OrderDetail, OrderSummary, Withdrawal } from '../../ports/model/order';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { OrderPort } from '../../ports/order-port';
import { languageOf } from './fake-language';
import type { BookedOrder, FakeOrderBook } from './fake-order-book';
import { orderDetail, orderSummary } from './fake-order-view';
import { withdrawalRefusal } from './fake-withdrawal';
import type { SeedData } from './seed/seed-types';

const orderNotFound = () => fail(portError('not-found', 'Order not found', 404));
const CANCELABLE: readonly string[] = ['not_paid', 'paid'];

export class InMemoryOrders implements OrderPort {
  constructor(
    private readonly data: SeedData,
    private readonly orders: FakeOrderBook,
    private readonly clock: ClockPort,
  ) {}

  async listOrders(customerId: number, _language: string): Promise<Result<OrderSummary[]>> {
    return ok(this.orders.forCustomer(customerId).map(orderSummary));
  }

  async getOrder(access: OrderAccess, language: string): Promise<Result<OrderDetail>> {
    const order = this.find(access);
    return order === undefined ? orderNotFound() : ok(orderDetail(order, this.data, languageOf(language)));
  }

  /** The order placed from the cart (the cart id the provider returns with). */
  async getPlacedOrder(cartId: number, language: string): Promise<Result<OrderDetail>> {
    const order = this.orders.byCart(cartId);
    return order === undefined ? orderNotFound() : ok(orderDetail(order, this.data, languageOf(language)));
  }

  /** Only before the order is being processed, as on the shop backend. */
  async cancelOrder(orderId: number): Promise<Result<void>> {
    const order = this.orders.get(orderId);
    if (order === undefined) return orderNotFound();
    if (!CANCELABLE.includes(order.status)) return fail(portError('rejected', 'Order can not be canceled', 400));
    this.orders.update(orderId, { status: 'canceled' });
    return ok(undefined);
  }

  async withdraw(access: OrderAccess): Promise<Result<Withdrawal>> {
    const order = this.find(access);
    if (order === undefined) return orderNotFound();
    const now = this.clock.now();
    const refusal = withdrawalRefusal(order, now);
    if (refusal !== null) return fail(portError('rejected', refusal, 400));
    const confirmedAt = new Date(now).toISOString();
    this.orders.update(order.id, { withdrawnAt: confirmedAt });
    return ok({ confirmedAt });
  }

  /** By id, or by ref and hash together: a wrong hash finds nothing, never another order. */
  private find(access: OrderAccess): BookedOrder | undefined {
    if ('orderId' in access) return this.orders.get(access.orderId);
    return access.hash === '' ? undefined : this.orders.byRefAndHash(access.ref, access.hash);
  }
}
