import type { Instances, LazyModule } from '../../shared/feature-module';
import { CartLineDetailsStore } from './cart-line-details-store';
import { CartLineLabelsStore } from './cart-line-labels-store';
import { CartResetStore } from './cart-reset-store';
import { CartStore } from './cart-store';
import { CartSyncStore } from './cart-sync-store';
import { CartTotalsStore } from './cart-totals-store';
import { CouponStore } from './coupon-store';
import { ShipmentStore } from './shipment-store';

const stores = {
  cart: CartStore,
  cartSync: CartSyncStore,
  cartTotals: CartTotalsStore,
  cartLineDetails: CartLineDetailsStore,
  cartLineLabels: CartLineLabelsStore,
  coupon: CouponStore,
  shipment: ShipmentStore,
  cartReset: CartResetStore,
};

/** The cart's stores beyond its lines. */
export type CartFeature = Instances<typeof stores>;

/** When they arrive: the stored coupon, the shipment, the lines' labels in the interface language, a refresh. */
export const cartLazyModule: LazyModule<typeof stores> = {
  stores,
  start: (cart) => {
    cart.cartLineLabels.start();
    cart.coupon.start();
    cart.shipment.start();
    void cart.cartSync.refresh();
  },
};
