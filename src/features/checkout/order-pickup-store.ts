import { inject, injectable } from 'inversify';
import { compareStructural, reaction } from 'mobx';
import { CHECKOUT_PORT, type CheckoutPort } from '../../../ports/checkout-port';
import type { PickupPoint } from '../../../ports/model/checkout';
import type { Result } from '../../../ports/model/result';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { parseStoredPickup, storedPickupValue, type PickupChoice } from '../../domain/local-pickup';
import { OrderPlacedStore } from './order-placed-store';
import { observeStore } from '../../shared/observe-store';

/**
 * none: the order has no local pickup chosen in this browser; applying: the choice is being sent;
 * failed: 'Could not process local pickup address.' with a retry; ready: applied (point shows where).
 */
export type OrderPickupStatus = 'none' | 'applying' | 'failed' | 'ready';

interface PlacedOrder {
  cartId: number;
  orderId: number;
}

/** Only the server's success messages count (the adapter answers true for them). */
const confirmed = (result: Result<boolean>): boolean => result.ok && result.value;

/**
 * Local pickup on /order-placed: once the order placed from a cart is found, the pickup chosen at
 * checkout for that cart is applied to it (the point, then the invoice address), once, and the
 * page shows where to pick the order up.
 */
@injectable()
export class OrderPickupStore {
  status: OrderPickupStatus = 'none';
  /** Where the order is picked up; null until known. */
  point: PickupPoint | null = null;
  private order: PlacedOrder | null = null;
  /** The point is set on the order; a retry sends only the address. */
  private pointSet = false;
  private run = 0;

  constructor(
    @inject(CHECKOUT_PORT) private readonly port: CheckoutPort,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(OrderPlacedStore) private readonly placed: OrderPlacedStore,
  ) {
    observeStore<OrderPickupStore, 'order' | 'pointSet' | 'run'>(this, arguments, { order: false, pointSet: false, run: false });
  }

  /** Follows the order-placed page and applies the pickup to each order it finds. Returns the disposer. */
  watch(): () => void {
    return reaction(
      () => {
        const { status, order, cartId } = this.placed;
        return status === 'ready' && order !== null && cartId !== null ? { cartId, orderId: order.id } : null;
      },
      (found) => void this.open(found),
      { fireImmediately: true, equals: compareStructural },
    );
  }

  /** Sends the pickup again after a failure. */
  async retry(): Promise<void> {
    const order = this.order;
    const choice = order === null ? null : this.choiceFor(order.cartId);
    if (this.status !== 'failed' || order === null || choice === null) return;
    await this.apply(++this.run, order.orderId, choice);
  }

  private async open(found: PlacedOrder | null): Promise<void> {
    // Once per order: a second look at the same order sends nothing again.
    if (found === null || found.orderId === this.order?.orderId) return;
    const run = ++this.run;
    this.order = found;
    this.pointSet = false;
    this.settle('none', null);
    const choice = this.choiceFor(found.cartId);
    if (choice === null) return;
    await (choice.applied ? this.show(run, found.orderId) : this.apply(run, found.orderId, choice));
  }

  /** The choice kept for this cart; one kept for another cart is not this order's. */
  private choiceFor(cartId: number): PickupChoice | null {
    const choice = parseStoredPickup(this.storage.get('local_pickup'));
    return choice?.cartId === cartId ? choice : null;
  }

  private async apply(run: number, orderId: number, choice: PickupChoice): Promise<void> {
    this.settle('applying', null);
    if (!this.pointSet) {
      const point = await this.port.choosePickupPoint({ orderId, pickupPointId: choice.pointId });
      if (run !== this.run) return;
      if (!confirmed(point)) return this.settle('failed', null);
      this.markPointSet();
    }
    const address = await this.port.choosePickupAddress({ orderId, addressId: choice.addressId });
    if (run !== this.run) return;
    if (!confirmed(address)) return this.settle('failed', null);
    this.storage.set('local_pickup', storedPickupValue({ ...choice, applied: true }));
    await this.show(run, orderId);
  }

  private async show(run: number, orderId: number): Promise<void> {
    const pickup = await this.port.getOrderPickup(orderId);
    if (run !== this.run) return;
    this.settle('ready', pickup.ok ? (pickup.value?.point ?? null) : null);
  }

  private markPointSet(): void {
    this.pointSet = true;
  }

  private settle(status: OrderPickupStatus, point: PickupPoint | null): void {
    this.status = status;
    this.point = point;
  }
}
