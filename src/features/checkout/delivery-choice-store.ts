import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CHECKOUT_PORT, type CheckoutPort } from '../../../ports/checkout-port';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import type { DeliveryMethod, PaymentMethod } from '../../../ports/model/checkout';
import { deliveryHint, type DeliveryHint } from '../../domain/delivery-hint';
import type { CachedQuery } from '../../shared/cached-query';
import { CartLinesStore } from '../cart/cart-lines-store';
import { QueryFactory } from '../shop/query-factory';
import { ShipmentStore } from '../cart/shipment-store';
import { observeStore } from '../../shared/observe-store';

/**
 * How long the delivery cost may stay pending. The spec leaves the loader running on 'Invalid
 * data'; after this the shopper gets a message and a retry instead.
 */
export const POSTAGE_WAIT_MS = 15_000;

const byPosition = <T extends { position: number }>(list: readonly T[]): T[] => [...list].sort((a, b) => a.position - b.position);

/** The checkout's delivery and payment methods for the cart, the chosen ones, and the delivery cost's state. */
@injectable()
export class DeliveryChoiceStore {
  readonly deliveryMethods: CachedQuery<DeliveryMethod[]>;
  readonly paymentMethods: CachedQuery<PaymentMethod[]>;
  paymentMethodId: number | null = null;
  /** The delivery cost has been pending longer than POSTAGE_WAIT_MS. */
  postageStalled = false;

  constructor(
    @inject(CHECKOUT_PORT) checkout: CheckoutPort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(CartLinesStore) lines: CartLinesStore,
    @inject(ShipmentStore) private readonly shipment: ShipmentStore,
    @inject(QueryFactory) factory: QueryFactory,
  ) {
    this.deliveryMethods = factory.create({
      identity: () => (lines.cartId === null ? null : `delivery-methods:${lines.cartId}`),
      scope: 'language',
      load: (ctx) => checkout.listDeliveryMethods(lines.cartId ?? 0, ctx.locale),
      staleAfterS: 0,
    });
    this.paymentMethods = factory.create({
      identity: () => (lines.cartId === null ? null : `payment-methods:${lines.cartId}`),
      scope: 'language',
      load: (ctx) => checkout.listPaymentMethods(lines.cartId ?? 0, ctx.locale),
      staleAfterS: 0,
    });
    observeStore(this, arguments, { deliveryMethods: false, paymentMethods: false });
  }

  get deliveryOptions(): DeliveryMethod[] {
    return byPosition(this.deliveryMethods.value ?? []);
  }

  get paymentOptions(): PaymentMethod[] {
    return byPosition(this.paymentMethods.value ?? []);
  }

  get deliveryMethodId(): number | null {
    return this.shipment.methodId;
  }

  get paymentMethod(): PaymentMethod | null {
    return this.paymentOptions.find((method) => method.id === this.paymentMethodId) ?? null;
  }

  get postageLoading(): boolean {
    return this.shipment.status === 'loading' && !this.postageStalled;
  }

  get postageFailed(): boolean {
    return this.shipment.status === 'error' || this.postageStalled;
  }

  /** Section 9's hint, for now. */
  get hint(): DeliveryHint {
    return deliveryHint(this.clock.now());
  }

  chooseDelivery(id: number): void {
    void this.shipment.choose(id);
  }

  choosePayment(id: number): void {
    this.paymentMethodId = id;
  }

  retryPostage(): void {
    this.postageStalled = false;
    void this.shipment.retry();
  }

  /** Reads both lists and bounds the wait for the delivery cost. Returns the disposer. */
  start(): () => void {
    let cancelWait: (() => void) | null = null;
    const stopWatchingCost = reaction(
      () => this.shipment.status === 'loading',
      (loading) => {
        cancelWait?.();
        cancelWait = null;
        this.settleStall(false);
        if (loading) cancelWait = this.clock.schedule(POSTAGE_WAIT_MS, () => this.settleStall(true));
      },
      { fireImmediately: true },
    );
    const stops = [this.deliveryMethods.watch(), this.paymentMethods.watch(), stopWatchingCost];
    return () => {
      cancelWait?.();
      for (const stop of stops) stop();
    };
  }

  private settleStall(stalled: boolean): void {
    this.postageStalled = stalled;
  }
}
