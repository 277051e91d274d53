import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import type { OrderAccess, OrderDetail } from '../../../ports/model/order';
import { ORDER_PORT, type OrderPort } from '../../../ports/order-port';
import { canCancel, canWithdraw } from '../../domain/order-actions';
import { shownOrderStatus, type ShownOrderStatus } from '../../domain/order-status';
import { ORDERS_QUERY } from './account-store';
import type { CachedQuery } from '../../shared/cached-query';
import { PricingStore } from '../shop/pricing-store';
import { QueryFactory } from '../shop/query-factory';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

/** Each action asks for a confirmation first; then it runs, and tells its outcome. */
export type OrderAction = 'cancel' | 'withdraw';
export type OrderNotice = 'cancelled' | 'cancel-failed' | 'withdrawn' | 'withdraw-failed';

const accessKey = (access: OrderAccess): string =>
  'orderId' in access ? `order:${access.orderId}` : `guest-order:${access.ref}:${access.hash}`;

/**
 * The order screen (/account/order/{id}) and the guest invoice (/guest/invoice/{ref}/{hash}):
 * the order, its cancellation and the online withdrawal.
 */
@injectable()
export class OrderStore {
  access: OrderAccess | null = null;
  readonly order: CachedQuery<OrderDetail>;
  confirming: OrderAction | null = null;
  busy = false;
  notice: OrderNotice | null = null;
  /** ISO 8601: when the shop confirmed the withdrawal. */
  withdrawnAt: string | null = null;

  constructor(
    @inject(ORDER_PORT) private readonly port: OrderPort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(PricingStore) private readonly pricing: PricingStore,
    @inject(QueryFactory) private readonly factory: QueryFactory,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.order = factory.create({
      identity: () => (this.access === null ? null : accessKey(this.access)),
      scope: 'language',
      load: async (ctx) => session.checked(await port.getOrder(this.access ?? { orderId: 0 }, ctx.locale)),
      staleAfterS: 0,
    });
    observeStore(this, arguments, { order: false });
  }

  /** Opens an order; a malformed id or link reads as not found. Returns the disposer of the watch. */
  open(access: OrderAccess): () => void {
    this.access = access;
    this.confirming = null;
    this.notice = null;
    this.withdrawnAt = null;
    return this.order.watch();
  }

  get canCancel(): boolean {
    const order = this.order.value;
    return order !== undefined && 'orderId' in (this.access ?? {}) && this.withdrawnAt === null && canCancel(order);
  }

  get canWithdraw(): boolean {
    const order = this.order.value;
    return order !== undefined && this.withdrawnAt === null && canWithdraw(order, this.clock.now());
  }

  /** The recorded withdrawal: just confirmed, or from an earlier visit. */
  get withdrawal(): string | null {
    return this.withdrawnAt ?? this.order.value?.withdrawnAt ?? null;
  }

  /** The order's state as the customer reads it, with a withdrawal just confirmed; undefined before it loads. */
  get status(): ShownOrderStatus | undefined {
    const order = this.order.value;
    return order === undefined ? undefined : shownOrderStatus({ status: order.status, withdrawnAt: this.withdrawal });
  }

  money(amount: number): string {
    return this.pricing.format(amount);
  }

  ask(action: OrderAction): void {
    this.confirming = action;
    this.notice = null;
  }

  dismiss(): void {
    this.confirming = null;
  }

  async confirm(): Promise<void> {
    const action = this.confirming;
    const access = this.access;
    if (action === null || access === null || this.busy) return;
    this.confirming = null;
    // Only a customer's own order can be cancelled; a guest link offers the withdrawal alone.
    if (action === 'cancel' && !('orderId' in access)) return;
    this.busy = true;
    this.settle(action === 'cancel' && 'orderId' in access ? await this.cancel(access.orderId) : await this.withdraw(access));
    if (this.notice !== 'cancelled' && this.notice !== 'withdrawn') return;
    this.factory.cache.invalidate(ORDERS_QUERY);
    await this.order.refresh();
  }

  private settle(notice: OrderNotice): void {
    this.notice = notice;
    this.busy = false;
  }

  private async cancel(orderId: number): Promise<OrderNotice> {
    const result = this.session.checked(await this.port.cancelOrder(orderId));
    return result.ok ? 'cancelled' : 'cancel-failed';
  }

  private async withdraw(access: OrderAccess): Promise<OrderNotice> {
    const result = this.session.checked(await this.port.withdraw(access));
    if (result.ok) this.recordWithdrawal(result.value.confirmedAt);
    return result.ok ? 'withdrawn' : 'withdraw-failed';
  }

  private recordWithdrawal(confirmedAt: string): void {
    this.withdrawnAt = confirmedAt;
  }
}
