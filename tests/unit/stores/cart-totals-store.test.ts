import { describe, expect, it } from 'vitest';
import type { CheckoutPort } from '../../../ports/checkout-port';
import { fail, ok } from '../../../ports/model/result';
import { cartBadgeIsSmall, cartBadgeText } from '../../../src/domain/cart-rules';
import { shopSettingsLoaded } from '../../support/build-root-store';
import { aCartLine, storedCart } from '../../support/cart-line-builder';
import { aSeededSofa, givenACartShop, settle, theCart } from '../../support/given-a-cart-shop';
import { aLoginOfTheTestDay } from '../../support/jwt-builder';

const offline = { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) };
/** The fake Romanian store: 21% TVA and 4.97 lei per euro. */
const lei = (net: number): number => Math.round(net * 1.21 * 4.97 * 100) / 100;
const postage = (gross: number, net: number): Partial<CheckoutPort> => ({
  listDeliveryMethods: async () => ok([{ id: 12, position: 1, title: 'Parcel', code: 'standard' }]),
  getPostage: async () => ok({ net, gross }),
});

describe('cart totals (sections 3 and 4)', () => {
  it('sums quantities and the shown gross line values', async () => {
    const world = givenACartShop({
      stored: storedCart(
        aCartLine().forPse(1).withQuantity(2).withNetPrice(100),
        aCartLine().forPse(2).inCart(500, 901).withQuantity(3).withNetPrice(50).onPromotionAt(40),
      ),
      cart: offline,
    });
    const { cartTotals } = await theCart(world);
    await settle();

    expect(world.root.cartLines.totalItems).toBe(5);
    expect(cartTotals.goodsGross).toBe(Math.round((2 * lei(100) + 3 * lei(40)) * 100) / 100);
    expect(cartTotals.totalNet).toBe(320);
  });

  it('a line’s total is its shown unit price times its quantity, to the cent', async () => {
    const world = givenACartShop({ stored: storedCart(aCartLine().withQuantity(3).withNetPrice(100)), cart: offline });
    const { cartTotals } = await theCart(world);
    await shopSettingsLoaded(world);
    const [line] = world.root.cartLines.items;

    expect(cartTotals.unitPrice(line!).amount).toBe(lei(100));
    expect(cartTotals.lineTotal(line!)).toBe(1804.11);
  });

  it.each([
    [5, '5', false],
    [99, '99', false],
    [100, '100', true],
    [999, '999', true],
    [1500, '1k', true],
  ])('the badge for %i items reads %s (small font: %s)', (quantity, text, small) => {
    const world = givenACartShop({ stored: storedCart(aCartLine().withQuantity(quantity)), cart: offline });

    expect(cartBadgeText(world.root.cartLines.totalItems)).toBe(text);
    expect(cartBadgeIsSmall(world.root.cartLines.totalItems)).toBe(small);
  });

  it('total = goods + shipment − coupon discount; the delivery method found is kept', async () => {
    const world = givenACartShop({
      stored: { ...storedCart(aCartLine().withNetPrice(100)), appliedCoupon: 'WELCOME10', appliedCouponDiscount: '25' },
      cart: offline,
      checkout: postage(12.1, 10),
    });
    const { cartTotals } = await theCart(world);
    await settle();

    const goods = lei(100);
    const shipment = Math.round(12.1 * 4.97 * 100) / 100;
    const discount = Math.round(25 * 4.97 * 100) / 100;
    expect(cartTotals.totals).toEqual({
      goods,
      shipment,
      shipmentIsFree: false,
      discount,
      total: Math.round((goods + shipment - discount) * 100) / 100,
    });
    expect(world.storage.get('delivery_id')).toBe('12');
  });

  it('in VAT-exempt mode the shipment is net: the gross postage minus the tax of the country', async () => {
    const exempt = givenACartShop({
      stored: { ...storedCart(aCartLine().withNetPrice(100)), excludeVAT: 'true', jwtToken: aLoginOfTheTestDay() },
      cart: offline,
      checkout: postage(12.1, 10),
    });
    const taxed = givenACartShop({
      stored: storedCart(aCartLine().withNetPrice(100)),
      cart: offline,
      checkout: postage(12.1, 10),
    });
    const [{ cartTotals: exemptTotals }, { cartTotals: taxedTotals }] = await Promise.all([theCart(exempt), theCart(taxed)]);
    await settle();

    expect(exemptTotals.totals.shipment).toBe(Math.round(10 * 4.97 * 100) / 100);
    expect(taxedTotals.totals.shipment).toBe(Math.round(12.1 * 4.97 * 100) / 100);
  });

  it("leaves the shipment loading on 'Invalid data', and reports other failures", async () => {
    const answers = [
      fail({ kind: 'rejected' as const, message: 'Invalid data' }),
      fail({ kind: 'network' as const, message: 'down' }),
    ];
    const world = givenACartShop({
      stored: storedCart(aCartLine()),
      cart: offline,
      checkout: { listDeliveryMethods: async () => ok([]), getPostage: async () => answers.shift()! },
    });
    const { cartTotals, shipment } = await theCart(world);
    await settle();
    expect(shipment.status).toBe('loading');

    await shipment.load({ cartId: 500, countryId: 146, locale: 'ro_RO' });
    expect(shipment.status).toBe('error');
    expect(cartTotals.totals.shipmentIsFree).toBe(true);
  });

  it('holds the total back while the shipment is calculated, and shows it once the postage came', async () => {
    let answer: (postage: { net: number; gross: number }) => void = () => undefined;
    const world = givenACartShop({
      stored: storedCart(aCartLine().withNetPrice(100)),
      cart: offline,
      checkout: {
        listDeliveryMethods: async () => ok([{ id: 12, position: 1, title: 'Parcel', code: 'standard' }]),
        getPostage: () => new Promise((resolve) => (answer = (postage) => resolve(ok(postage)))),
      },
    });
    const { cartTotals, shipment } = await theCart(world);
    await settle();
    expect(shipment.status).toBe('loading');
    expect(cartTotals.totalPending).toBe(true);

    answer({ net: 10, gross: 12.1 });
    await settle();

    expect(cartTotals.totalPending).toBe(false);
    expect(cartTotals.totals.total).toBe(Math.round((lei(100) + 12.1 * 4.97) * 100) / 100);
  });

  it('shows a free shipment for an empty cart and the real postage of the fake once a line is in', async () => {
    const world = givenACartShop({ stored: { delivery_id: '12' } });
    const { cart, cartTotals, shipment } = await theCart(world);
    expect(cartTotals.totals.shipmentIsFree).toBe(true);
    expect(shipment.status).toBe('none');
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 1);
    await settle();

    // Parcel delivery is free from 199 € net; a corner sofa is far above that.
    expect(shipment.status).toBe('ready');
    expect(cartTotals.totals.shipmentIsFree).toBe(true);
  });

  it('asks for the postage again when the cart changes, and not when nothing it depends on changed', async () => {
    const world = givenACartShop({ stored: storedCart(aCartLine()), cart: offline, checkout: postage(12.1, 10) });
    const { cart } = await theCart(world);
    await settle();
    expect(world.checkoutCalls.count('getPostage')).toBe(1);

    cart.updateItem(1, { undeliverable: true });
    await settle();
    expect(world.checkoutCalls.count('getPostage')).toBe(1);

    world.root.cartLines.patch(1, { quantity: 2 });
    await settle();
    expect(world.checkoutCalls.count('getPostage')).toBe(2);
  });
});
