import { inject, injectable } from 'inversify';
import { CHECKOUT_PORT, type CheckoutPort } from '../../../ports/checkout-port';
import type { PickupPoint } from '../../../ports/model/checkout';
import type { PaymentRequest } from '../../../ports/payment-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { isLocalPickup, parseStoredPickup, storedPickupValue } from '../../domain/local-pickup';
import type { CachedQuery } from '../../shared/cached-query';
import { CartLinesStore } from '../cart/cart-lines-store';
import { DeliveryChoiceStore } from './delivery-choice-store';
import { QueryFactory } from '../shop/query-factory';
import { readStored } from '../../shared/stored-value';
import { observeStore } from '../../shared/observe-store';

/** 'pickup-point': local pickup is chosen but no pickup point yet. */
export type PickupProblem = 'pickup-point';

/**
 * Local pickup at checkout (the Romanian store): with the local-pickup delivery method the shopper
 * picks one of the store's pickup points before paying. The choice is kept for the cart being
 * paid (local_pickup), because the order it applies to exists only after the provider's redirect.
 */
@injectable()
export class PickupChoiceStore {
  readonly points: CachedQuery<PickupPoint[]>;
  pickedId: number | null = null;
  /** Pay was pressed: a missing point is shown from then on. */
  private attempted = false;

  constructor(
    @inject(CHECKOUT_PORT) checkout: CheckoutPort,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(DeliveryChoiceStore) private readonly choice: DeliveryChoiceStore,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(QueryFactory) factory: QueryFactory,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    // Asked only once local pickup is chosen: stores without it never ask.
    this.points = factory.create({
      identity: () => (this.pickupChosen ? 'pickup-points' : null),
      scope: 'language',
      load: (ctx) => checkout.listPickupPoints(ctx.locale),
    });
    observeStore(this, arguments, { points: false });
  }

  /** The chosen delivery method is local pickup. */
  get pickupChosen(): boolean {
    const id = this.choice.deliveryMethodId;
    return this.choice.deliveryOptions.some((method) => method.id === id && isLocalPickup(method));
  }

  /** The points to choose from; none unless local pickup is chosen. */
  get options(): PickupPoint[] {
    return this.pickupChosen ? (this.points.value ?? []) : [];
  }

  get chosenPoint(): PickupPoint | null {
    return this.options.find((point) => point.id === this.pickedId) ?? null;
  }

  /** The points could not be read: a message and a retry. */
  get failed(): boolean {
    return this.pickupChosen && this.points.failed;
  }

  get problem(): PickupProblem | null {
    return this.attempted && this.missing ? 'pickup-point' : null;
  }

  /** Local pickup needs a point, unless the store has none to offer. */
  private get missing(): boolean {
    if (!this.pickupChosen || this.chosenPoint !== null) return false;
    return this.points.value === undefined || this.points.value.length > 0;
  }

  choose(pointId: number): void {
    this.pickedId = pointId;
  }

  retryPoints(): void {
    void this.points.load();
  }

  /** Opens the checkout with the point kept for this cart (back from a declined payment). Returns the disposer. */
  start(): () => void {
    this.attempted = false;
    const kept = readStored(this.storage, this.log, 'local_pickup', parseStoredPickup);
    this.pickedId = kept !== null && !kept.applied && kept.cartId === this.lines.cartId ? kept.pointId : null;
    return this.points.watch();
  }

  /** Before paying: true when no point is missing; a missing one is shown from now on. */
  check(): boolean {
    this.attempted = true;
    return !this.missing;
  }

  /** Keeps the chosen point and the invoice address for the cart being paid; without local pickup, forgets it. */
  remember(request: PaymentRequest): void {
    const point = this.chosenPoint;
    if (point !== null) {
      const choice = { cartId: request.cartId, pointId: point.id, addressId: request.invoiceAddressId, applied: false };
      this.storage.set('local_pickup', storedPickupValue(choice));
      return;
    }
    if (parseStoredPickup(this.storage.get('local_pickup'))?.cartId === request.cartId) this.storage.remove('local_pickup');
  }
}
