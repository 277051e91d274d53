import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import type { StorageKey } from '../../../ports/storage-port';
import { givenAShop } from '../../support/build-root-store';
import { theCart } from '../../support/given-a-cart-shop';

const A_CART = { cart_id: '4711' };

describe('stored values that fail validation', () => {
  it.each<[StorageKey, Partial<Record<StorageKey, string>>]>([
    ['country_id', { country_id: 'atlantis' }],
    ['locale_config', { locale_config: '{"locale":' }],
    ['locale_config', { locale_config: '{"locale":"en_US"}' }],
    ['appliedCoupon', { ...A_CART, appliedCoupon: 'WELCOME10', appliedCouponDiscount: 'lots' }],
    ['appliedCouponDiscount', { ...A_CART, appliedCoupon: '  ', appliedCouponDiscount: '25' }],
    ['recently_viewed', { recently_viewed: '{"not":"a list"}' }],
    ['cart_items', { ...A_CART, cart_items: 'not json' }],
  ])('are removed from storage with a warning: %s', async (key, stored) => {
    const world = givenAShop({ storage: new InMemoryStorage(stored) });
    (await theCart(world)).coupon.start();
    expect(world.storage.get(key) ?? null).not.toBe(stored[key]);
    expect(world.storage.get(key) ?? '').not.toContain(stored[key]);
    expect(world.logger.warnings.join('\n')).toContain(key);
  });

  it('are removed when the checkout reads the kept local pickup', async () => {
    const world = givenAShop({ storage: new InMemoryStorage({ ...A_CART, local_pickup: '{"cartId":"x"}' }) });
    (await world.root.checkoutFeature.load()).pickupChoice.start()();
    expect(world.storage.get('local_pickup')).toBeNull();
    expect(world.logger.warnings.join('\n')).toContain('local_pickup');
  });

  it('keep what is sound: unusable cart lines are dropped, the usable ones stay stored', () => {
    const line = { pseId: 7, productId: 3, cartId: 4711, cartItemId: 1, quantity: 2, unitNetPrice: 100 };
    const world = givenAShop({ storage: new InMemoryStorage({ ...A_CART, cart_items: JSON.stringify([line, { pseId: 'x' }]) }) });
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')).toHaveLength(1);
    expect(world.root.cartLines.items.map((l) => l.pseId)).toEqual([7]);
  });
});
