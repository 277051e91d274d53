import { inject, injectable } from 'inversify';
import { CartLineDetailsStore } from './cart-line-details-store';
import { CartLineLabelsStore } from './cart-line-labels-store';
import { CartResetStore } from './cart-reset-store';
import { CartStore } from './cart-store';
import { CartSyncStore } from './cart-sync-store';
import { CartTotalsStore } from './cart-totals-store';
import { CouponStore } from './coupon-store';
import { ShipmentStore } from './shipment-store';

/**
 * The cart's stores beyond its stored lines: what the shopper does with it, its server side,
 * totals, coupon and shipment. Their code downloads when the shopper has a cart or opens a
 * screen that shows or fills one; the header's count needs only the lines (CartLinesStore).
 */
@injectable()
export class CartFeature {
  constructor(
    @inject(CartStore) readonly cart: CartStore,
    @inject(CartSyncStore) readonly cartSync: CartSyncStore,
    @inject(CartTotalsStore) readonly cartTotals: CartTotalsStore,
    @inject(CartLineDetailsStore) readonly cartLineDetails: CartLineDetailsStore,
    @inject(CartLineLabelsStore) readonly cartLineLabels: CartLineLabelsStore,
    @inject(CouponStore) readonly coupon: CouponStore,
    @inject(ShipmentStore) readonly shipment: ShipmentStore,
    @inject(CartResetStore) readonly cartReset: CartResetStore,
  ) {}

  /** The cart's background work: the stored coupon, the shipment, the lines' labels in the interface language, a refresh. */
  start(): void {
    this.cartLineLabels.start();
    this.coupon.start();
    this.shipment.start();
    void this.cartSync.refresh();
  }
}
