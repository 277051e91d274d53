import { lazyPartToken, type FeatureModule } from '../../shared/feature-module';
import type { CartFeature } from './cart-lazy-module';
import { CartLinesStore } from './cart-lines-store';
import { MiniCartStore } from './mini-cart-store';

/**
 * The cart. The header's count needs only its stored lines; what the shopper does with it, its
 * server side, totals, coupon and shipment download when there is a cart or a screen shows one.
 */
/** For a store that uses the cart's stores once they are there. */
export const CART_FEATURE = lazyPartToken<CartFeature>('cartFeature');

export const cartModule = {
  stores: { cartLines: CartLinesStore, miniCart: MiniCartStore },
  lazy: { cartFeature: { load: async () => (await import('./cart-lazy-module')).cartLazyModule } },
} satisfies FeatureModule;
