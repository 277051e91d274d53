import { describe, expect, it } from 'vitest';
import { CartResetStore } from '../../../src/stores/cart-reset-store';
import { aSeededSofa, givenACartShop, settle } from '../../support/given-a-cart-shop';

async function cartWithCouponAndDelivery() {
  const world = givenACartShop();
  const { product, pseIds } = await aSeededSofa(world);
  await world.root.cart.add(product, pseIds[0], 1);
  await world.root.coupon.apply('WELCOME10');
  await settle();
  return { world, reset: world.container.get(CartResetStore) };
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

  it('for the server-error Retry forgets everything', async () => {
    const { world, reset } = await cartWithCouponAndDelivery();
    world.root.miniCart.show();

    reset.all();

    expect(world.root.cartLines).toMatchObject({ cartId: null, items: [] });
    expect(world.root.cartSync).toMatchObject({ status: 'idle', notices: [] });
    expect(world.root.coupon.applied).toBeNull();
    expect(world.root.shipment.status).toBe('none');
    expect(world.root.miniCart.open).toBe(false);
    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('appliedCoupon')).toBeNull();
  });
});
