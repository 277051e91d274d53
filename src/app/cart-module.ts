import { ContainerModule, type Container, type Newable } from 'inversify';
import { CartFeature } from '../stores/cart-feature';
import { CartLineDetailsStore } from '../stores/cart-line-details-store';
import { CartResetStore } from '../stores/cart-reset-store';
import { CartStore } from '../stores/cart-store';
import { CartSyncStore } from '../stores/cart-sync-store';
import { CartTotalsStore } from '../stores/cart-totals-store';
import { CouponStore } from '../stores/coupon-store';
import { ShipmentStore } from '../stores/shipment-store';

const STORES: Newable<object>[] = [
  CartSyncStore,
  CouponStore,
  ShipmentStore,
  CartTotalsStore,
  CartStore,
  CartLineDetailsStore,
  CartResetStore,
  CartFeature,
];

const cartModule = new ContainerModule(({ bind }) => {
  for (const store of STORES) bind(store).toSelf();
});

/** Binds the cart's stores into the app's container (once), starts them and returns them. */
export function cartFeature(container: Container): CartFeature {
  if (container.isBound(CartFeature)) return container.get(CartFeature);
  container.load(cartModule);
  const feature = container.get(CartFeature);
  feature.start();
  return feature;
}
