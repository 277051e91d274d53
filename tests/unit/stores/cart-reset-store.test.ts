import { describe, expect, it } from 'vitest';
import { CartResetStore } from '../../../src/features/cart/cart-reset-store';
import { aSeededSofa, givenACartShop, settle, theCart } from '../../support/given-a-cart-shop';

async function cartWithCouponAndDelivery() {
  const world = givenACartShop();
  const { product, pseIds } = await aSeededSofa(world);
  const feature = await theCart(world);
  await feature.cart.add(product, pseIds[0], 1);
  await feature.coupon.apply('WELCOME10');
  await settle();
  return { world, feature, reset: world.container.get(CartResetStore) };
}

describe('ending a cart', () => {
  it('after an order clears the cart id and the delivery method id together, and the coupon', async () => {
    const { world, reset } = await cartWithCouponAndDelivery();
    expect(world.storage.get('delivery_id')).not.toBeNull();

    reset.afterOrder();

    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('delivery_id')).toBeNull();
    expect(world.storage.get('appliedCoupon')).toBeNull();
    expect(world.root.cartLines.cartId).toBeNull();
    expect(world.root.cartLines.items).toEqual([]);
  });

  it("for the server-error Retry forgets what the cart's own stores hold", async () => {
    const { world, feature, reset } = await cartWithCouponAndDelivery();
    const { product, pseIds } = await aSeededSofa(world);
    const adding = feature.cart.add(product, pseIds[1], 1);
    expect(feature.cart.isAdding(pseIds[1])).toBe(true);

    reset.all();

    expect(feature.cart.isAdding(pseIds[1])).toBe(false);
    expect(feature.cartSync).toMatchObject({ status: 'idle', notices: [], lastSync: null });
    expect(feature.coupon.applied).toBeNull();
    expect(feature.shipment.status).toBe('none');
    expect(world.storage.get('appliedCoupon')).toBeNull();
    await adding;
  });
});
