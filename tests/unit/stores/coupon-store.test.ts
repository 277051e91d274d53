import { describe, expect, it } from 'vitest';
import { aSeededSofa, givenACartShop, theCart } from '../../support/given-a-cart-shop';
import { aLoginOfTheTestDay } from '../../support/jwt-builder';

async function cartWithASofa() {
  const world = givenACartShop();
  const { cart } = await theCart(world);
  const { product, pseIds } = await aSeededSofa(world);
  await cart.add(product, pseIds[0], 1);
  return world;
}

describe('the coupon (insertCoupon)', () => {
  it('is applied and kept as appliedCoupon / appliedCouponDiscount', async () => {
    const world = await cartWithASofa();
    const { cartTotals, coupon } = await theCart(world);

    await expect(coupon.apply(' welcome10 ')).resolves.toBe(true);

    expect(world.callsTo('applyCoupon')[0]).toEqual(['welcome10', world.root.cartLines.cartId, null, 'en']);
    expect(coupon.applied).toEqual({ code: 'WELCOME10', discount: 25 });
    expect(world.storage.get('appliedCoupon')).toBe('WELCOME10');
    expect(world.storage.get('appliedCouponDiscount')).toBe('25');
    expect(cartTotals.totals.discount).toBe(Math.round(25 * 4.97 * 100) / 100);
  });

  it('empties the field once the typed code is applied, and applies only once while the first is running', async () => {
    const world = await cartWithASofa();
    const { coupon } = await theCart(world);
    coupon.setDraft('WELCOME10');

    const [first, second] = await Promise.all([coupon.applyDraft(), coupon.applyDraft()]);

    expect([first, second]).toEqual([true, false]);
    expect(world.callsTo('applyCoupon')).toHaveLength(1);
    expect(coupon.draft).toBe('');
  });

  it.each([
    ['an unknown code', 'NOPE', true, 'rejected'],
    ['an empty code', '   ', true, 'empty'],
    ['an empty cart', 'WELCOME10', false, 'no-cart'],
  ])('reports %s as an inline error and keeps nothing', async (_label, code, withLine, error) => {
    const world = withLine ? await cartWithASofa() : givenACartShop();
    const { coupon } = await theCart(world);

    await expect(coupon.apply(code)).resolves.toBe(false);

    expect(coupon.error).toBe(error);
    expect(coupon.applied).toBeNull();
    expect(world.storage.get('appliedCoupon')).toBeNull();
  });

  it('is restored at startup and forgotten when the login is cleared', async () => {
    const world = givenACartShop({
      stored: { appliedCoupon: 'WELCOME10', appliedCouponDiscount: '25', customer_id: '501', jwtToken: aLoginOfTheTestDay() },
    });
    const { coupon } = await theCart(world);
    expect(coupon.applied).toEqual({ code: 'WELCOME10', discount: 25 });

    world.root.session.logOut();

    expect(coupon.applied).toBeNull();
  });

  it('follows a coupon applied in another tab', async () => {
    const world = givenACartShop();
    const { coupon } = await theCart(world);
    world.storage.set('appliedCouponDiscount', '25');
    world.storage.simulateExternalChange('appliedCoupon', 'WELCOME10');

    expect(coupon.applied).toEqual({ code: 'WELCOME10', discount: 25 });
  });
});
