import type { Container, Newable } from 'inversify';
import { bindFeature } from './bind-feature';
import { CartFeature } from '../stores/cart-feature';
import { CartLineDetailsStore } from '../stores/cart-line-details-store';
import { CartLineLabelsStore } from '../stores/cart-line-labels-store';
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
  CartLineLabelsStore,
  CartResetStore,
];

/** Binds the cart's stores into the app's container, starts them and returns them (the container's loader calls it once). */
export function cartFeature(container: Container): CartFeature {
  const feature = bindFeature(container, STORES, CartFeature);
  feature.start();
  return feature;
}
