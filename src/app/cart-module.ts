import type { Container, Newable } from 'inversify';
import { bindFeature } from './bind-feature';
import { CartFeature } from '../features/cart/cart-feature';
import { CartLineDetailsStore } from '../features/cart/cart-line-details-store';
import { CartLineLabelsStore } from '../features/cart/cart-line-labels-store';
import { CartResetStore } from '../features/cart/cart-reset-store';
import { CartStore } from '../features/cart/cart-store';
import { CartSyncStore } from '../features/cart/cart-sync-store';
import { CartTotalsStore } from '../features/cart/cart-totals-store';
import { CouponStore } from '../features/cart/coupon-store';
import { ShipmentStore } from '../features/cart/shipment-store';

const STORES: Newable<object>[] = [
  CartSyncStore,
  CouponStore,
  ShipmentStore,
  CartTotalsStore,
  CartStore,
  CartLineDetailsStore,
  CartLineLabelsStore,
  CartResetStore,
];

/** Binds the cart's stores into the app's container, starts them and returns them (the container's loader calls it once). */
export function cartFeature(container: Container): CartFeature {
  const feature = bindFeature(container, STORES, CartFeature);
  feature.start();
  return feature;
}
