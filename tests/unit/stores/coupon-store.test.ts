import { describe, expect, it } from 'vitest';
import { aSeededSofa, givenACartShop } from '../../support/given-a-cart-shop';

async function cartWithASofa() {
  const world = givenACartShop();
  const { product, pseIds } = await aSeededSofa(world);
  await world.root.cart.add(product, pseIds[0], 1);
  return world;
}

describe('the coupon (insertCoupon)', () => {
  it('is applied and kept as appliedCoupon / appliedCouponDiscount', async () => {
    const world = await cartWithASofa();

    await expect(world.root.coupon.apply(' welcome10 ')).resolves.toBe(true);

    expect(world.callsTo('applyCoupon')[0]).toEqual(['welcome10', world.root.cartLines.cartId, null, 'en']);
    expect(world.root.coupon.applied).toEqual({ code: 'WELCOME10', discount: 25 });
    expect(world.storage.get('appliedCoupon')).toBe('WELCOME10');
    expect(world.storage.get('appliedCouponDiscount')).toBe('25');
    expect(world.root.cartTotals.totals.discount).toBe(Math.round(25 * 4.97 * 100) / 100);
  });

  it('empties the field once the typed code is applied, and applies only once while the first is running', async () => {
    const world = await cartWithASofa();
    world.root.coupon.setDraft('WELCOME10');

    const [first, second] = await Promise.all([world.root.coupon.applyDraft(), world.root.coupon.applyDraft()]);

    expect([first, second]).toEqual([true, false]);
    expect(world.callsTo('applyCoupon')).toHaveLength(1);
    expect(world.root.coupon.draft).toBe('');
  });

  it.each([
    ['an unknown code', 'NOPE', true, 'rejected'],
    ['an empty code', '   ', true, 'empty'],
    ['an empty cart', 'WELCOME10', false, 'no-cart'],
  ])('reports %s as an inline error and keeps nothing', async (_label, code, withLine, error) => {
    const world = withLine ? await cartWithASofa() : givenACartShop();

    await expect(world.root.coupon.apply(code)).resolves.toBe(false);

    expect(world.root.coupon.error).toBe(error);
    expect(world.root.coupon.applied).toBeNull();
    expect(world.storage.get('appliedCoupon')).toBeNull();
  });

  it('is restored at startup and forgotten when the login is cleared', () => {
    const world = givenACartShop({ stored: { appliedCoupon: 'WELCOME10', appliedCouponDiscount: '25', customer_id: '501' } });
    expect(world.root.coupon.applied).toEqual({ code: 'WELCOME10', discount: 25 });

    world.root.session.logOut();

    expect(world.root.coupon.applied).toBeNull();
  });

  it('follows a coupon applied in another tab', () => {
    const world = givenACartShop();
    world.storage.set('appliedCouponDiscount', '25');
    world.storage.simulateExternalChange('appliedCoupon', 'WELCOME10');

    expect(world.root.coupon.applied).toEqual({ code: 'WELCOME10', discount: 25 });
  });
});
