import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartMutation } from '../../../ports/model/cart';
import { fail, ok } from '../../../ports/model/result';
import { cartBadgeIsSmall, cartBadgeText } from '../../../src/domain/cart-rules';
import { CART_TOAST } from '../../../src/stores/cart-store';
import { aProduct, givenACartShop, pending, settle, storedLine } from './cart-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const toastIds = (world: ReturnType<typeof givenACartShop>) => world.root.toasts.toasts.map((t) => `${t.kind}:${t.messageId}`);

describe('CartStore.add', () => {
  it('creates a cart on the first add and stores the line with the returned cartId, cartItemId and quantity', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);

    await expect(world.root.cart.add(product, pseIds[0], 2)).resolves.toBe(true);

    const [line] = world.root.cart.items;
    expect(world.root.cart.items).toHaveLength(1);
    expect(line).toMatchObject({ pseId: pseIds[0], productId: product.id, quantity: 2 });
    expect(line!.cartId).toBeGreaterThan(0);
    expect(line!.cartItemId).toBeGreaterThan(0);
    expect(world.root.cart.cartId).toBe(line!.cartId);
    expect(world.storage.get('cart_id')).toBe(String(line!.cartId));
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')).toHaveLength(1);
    expect(world.callsTo('exists')).toEqual([]);
    expect(world.callsTo('addLine')[0]![0]).toMatchObject({ cartId: null, pseId: pseIds[0], quantity: 2 });
  });

  it('checks that a known cart exists before adding to it', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], 1);
    const cartId = world.root.cart.cartId;
    world.calls.length = 0;

    await world.root.cart.add(product, pseIds[1], 1);

    expect(world.calls.map((call) => call.method).slice(0, 2)).toEqual(['exists', 'addLine']);
    expect(world.callsTo('exists')[0]).toEqual([cartId]);
    expect(world.callsTo('addLine')[0]![0]).toMatchObject({ cartId });
  });

  it("drops the stored id and its stale lines on 'Cart not found', then adds to a new cart", async () => {
    const stale = storedLine({ pseId: 77, cartId: 4242, cartItemId: 1 });
    const world = givenACartShop({
      stored: { cart_id: '4242', cart_items: JSON.stringify([stale]) },
      cart: {
        // Keep the startup refresh from racing the add: the server is briefly unreachable.
        getCart: async () => fail({ kind: 'failed', message: 'Failed to fetch' }),
        exists: async () => fail({ kind: 'cart-not-found' }),
      },
    });
    const { product, pseIds } = await aProduct(world);
    expect(world.root.cart.items).toEqual([stale]);

    await expect(world.root.cart.add(product, pseIds[0], 1)).resolves.toBe(true);

    expect(world.callsTo('exists')).toEqual([[4242]]);
    expect(world.callsTo('addLine')[0]![0]).toMatchObject({ cartId: null });
    expect(world.root.cart.items.map((line) => line.pseId)).toEqual([pseIds[0]]);
    expect(world.root.cart.cartId).not.toBe(4242);
    expect(world.storage.get('cart_id')).toBe(String(world.root.cart.cartId));
  });

  it.each([
    ['no quantity', { cartId: 1001, cartItemId: 5001 }],
    ['a null quantity', { cartId: 1001, cartItemId: 5001, quantity: null }],
    ['a text quantity', { cartId: 1001, cartItemId: 5001, quantity: '2' }],
    ['a NaN quantity', { cartId: 1001, cartItemId: 5001, quantity: Number.NaN }],
    ['a junk cart id', { cartId: 0, cartItemId: 5001, quantity: 2 }],
  ])('counts an answer with %s as a failure', async (_label, answer) => {
    const world = givenACartShop({ cart: { addLine: async () => ok(answer as unknown as CartMutation) } });
    const { product, pseIds } = await aProduct(world);

    await expect(world.root.cart.add(product, pseIds[0], 2)).resolves.toBe(false);

    expect(world.root.cart.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBeNull();
    expect(toastIds(world)).toEqual([`error:${CART_TOAST.addFailed}`]);
    expect(world.analytics.events).toEqual([]);
  });

  it("shows 'Adding to cart failed' when the server refuses the add", async () => {
    const world = givenACartShop();
    world.knobs.failNext('CartPort.addLine');
    const { product, pseIds } = await aProduct(world);

    await expect(world.root.cart.add(product, pseIds[0], 1)).resolves.toBe(false);

    expect(toastIds(world)).toEqual(['error:cart.toast.addFailed']);
    expect(world.root.cart.items).toEqual([]);
  });

  it('replaces the quantity of the same PRODUCT_SALE_ELEMENT with the returned one, and appends another', async () => {
    let next = 0;
    const answers = [3, 7, 1];
    const world = givenACartShop({
      cart: {
        addLine: async () => ok({ cartId: 1001, cartItemId: 5001 + next, quantity: answers[next++]! }),
        exists: async () => ok(true),
        getCart: async () => fail({ kind: 'failed', message: 'Failed to fetch' }),
      },
    });
    const { product, pseIds } = await aProduct(world);

    await world.root.cart.add(product, pseIds[0], 3);
    await world.root.cart.add(product, pseIds[0], 4);
    expect(world.root.cart.items.map((line) => [line.pseId, line.quantity])).toEqual([[pseIds[0], 7]]);

    await world.root.cart.add(product, pseIds[1], 1);
    expect(world.root.cart.items.map((line) => [line.pseId, line.quantity])).toEqual([
      [pseIds[0], 7],
      [pseIds[1], 1],
    ]);
  });

  it('adds once on a double click: a second add of the same variant while the first runs is ignored', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);

    const first = world.root.cart.add(product, pseIds[0], 1);
    expect(world.root.cart.isAdding(pseIds[0])).toBe(true);
    const second = world.root.cart.add(product, pseIds[0], 1);

    await expect(Promise.all([first, second])).resolves.toEqual([true, false]);
    expect(world.callsTo('addLine')).toHaveLength(1);
    expect(world.root.cart.items.map((line) => line.quantity)).toEqual([1]);
    expect(world.root.cart.isAdding(pseIds[0])).toBe(false);
  });

  it('runs adds of different variants one after another, into one cart', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);

    await Promise.all([world.root.cart.add(product, pseIds[0], 1), world.root.cart.add(product, pseIds[1], 2)]);

    expect(new Set(world.root.cart.items.map((line) => line.cartId)).size).toBe(1);
    expect(world.root.cart.items.map((line) => [line.pseId, line.quantity])).toEqual([
      [pseIds[0], 1],
      [pseIds[1], 2],
    ]);
  });

  it('pushes the addToCart data-layer event with the gross unit price and currency', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);

    await world.root.cart.add(product, pseIds[0], 2);

    const gross = Math.round(product.netPrice * 1.21 * 100) / 100; // Romania: 21% TVA
    expect(world.analytics.events).toEqual([
      { event: 'addToCart', productId: product.id, pseId: pseIds[0], quantity: 2, grossPrice: gross, currency: 'EUR' },
    ]);
  });
});

describe('CartStore quantity rules', () => {
  async function cartWithQuantity(quantity: number) {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], quantity);
    await settle();
    world.calls.length = 0;
    world.root.toasts.toasts = [];
    return { world, line: world.root.cart.items[0]! };
  }

  it.each([
    [1, 1, null],
    [2, 1, 1],
    [5, 2, 3],
    [3, 3, null],
    [3, 7, null],
  ])('decrease: quantity %i minus %i → %s (null = line removed)', async (quantity, by, expected) => {
    const { world, line } = await cartWithQuantity(quantity);

    await expect(world.root.cart.decrease(line, by)).resolves.toBe(true);

    if (expected === null) {
      expect(world.root.cart.items).toEqual([]);
      expect(world.callsTo('deleteLine')).toEqual([[line.cartId, line.cartItemId]]);
      expect(world.callsTo('changeQuantity')).toEqual([]);
      expect(toastIds(world)).toEqual([`error:${CART_TOAST.removed}`]);
    } else {
      expect(world.root.cart.items.map((l) => l.quantity)).toEqual([expected]);
      expect(world.callsTo('changeQuantity')[0]![0]).toMatchObject({
        action: 'decrease',
        quantity: by,
        cartItemId: line.cartItemId,
      });
      expect(world.callsTo('deleteLine')).toEqual([]);
    }
  });

  it.each([
    [0, null],
    [-2, null],
    [1, 1],
    [12, 12],
  ])('set quantity %i → %s (null = line removed)', async (wanted, expected) => {
    const { world, line } = await cartWithQuantity(4);

    await world.root.cart.setQuantity(line, wanted);

    if (expected === null) {
      expect(world.root.cart.items).toEqual([]);
      expect(world.callsTo('deleteLine')).toHaveLength(1);
    } else {
      expect(world.root.cart.items.map((l) => l.quantity)).toEqual([expected]);
      expect(world.callsTo('changeQuantity')[0]![0]).toMatchObject({ action: 'update', quantity: wanted });
    }
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')).toHaveLength(expected === null ? 0 : 1);
  });

  it("shows 'Failed to update quantity' and keeps the quantity when the update fails", async () => {
    const { world, line } = await cartWithQuantity(2);
    world.knobs.failNext('CartPort.changeQuantity');

    await expect(world.root.cart.setQuantity(line, 5)).resolves.toBe(false);

    expect(world.root.cart.items.map((l) => l.quantity)).toEqual([2]);
    expect(toastIds(world)).toEqual([`error:${CART_TOAST.updateFailed}`]);
  });

  it("shows 'Failed to remove from cart' and keeps the line when the delete fails", async () => {
    const { world, line } = await cartWithQuantity(2);
    world.knobs.failNext('CartPort.deleteLine');

    await expect(world.root.cart.removeLine(line)).resolves.toBe(false);

    expect(world.root.cart.items).toHaveLength(1);
    expect(toastIds(world)).toEqual([`error:${CART_TOAST.removeFailed}`]);
  });

  it('ignores a second change of a line while the first is running', async () => {
    const gate = pending<void>();
    const world = givenACartShop({
      cart: (fakes) => ({
        changeQuantity: async (change) => {
          await gate.promise;
          return fakes.cart.changeQuantity(change);
        },
      }),
    });
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], 2);
    const line = world.root.cart.items[0]!;

    const first = world.root.cart.setQuantity(line, 5);
    expect(world.root.cart.isLinePending(line)).toBe(true);
    await expect(world.root.cart.setQuantity(line, 6)).resolves.toBe(false);
    gate.resolve();
    await first;

    expect(world.callsTo('changeQuantity')).toHaveLength(1);
    expect(world.root.cart.items.map((l) => l.quantity)).toEqual([5]);
  });

  it('changes the fulfilment centre of a line and keeps it', async () => {
    const { world, line } = await cartWithQuantity(1);

    await expect(world.root.cart.changeFulfilmentCentre(line, 2)).resolves.toBe(true);

    expect(world.callsTo('changeFulfilmentCentre')).toEqual([[line.cartId, line.cartItemId, 2]]);
    expect(world.root.cart.items[0]!.fulfilmentCentreId).toBe(2);
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')[0].fulfilmentCentreId).toBe(2);
  });

  it('updates price, promo and deliverability of an item', async () => {
    const { world, line } = await cartWithQuantity(1);

    world.root.cart.updateItem(line.pseId, { price: 50, promo: 40, undeliverable: true });

    expect(world.root.cart.items[0]).toMatchObject({ unitNetPrice: 50, promoNetPrice: 40, isPromo: true, undeliverable: true });
    world.root.cart.updateItem(line.pseId, { promo: null });
    expect(world.root.cart.items[0]).toMatchObject({ promoNetPrice: null, isPromo: false });
  });
});

describe('CartStore totals', () => {
  const stored = (lines: ReturnType<typeof storedLine>[]) => ({ cart_id: '500', cart_items: JSON.stringify(lines) });
  const offline = { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) };

  it('sums quantities and gross line values (Romania, 21% TVA)', () => {
    const world = givenACartShop({
      stored: stored([
        storedLine({ pseId: 1, quantity: 2, unitNetPrice: 100 }),
        storedLine({ pseId: 2, cartItemId: 901, quantity: 3, unitNetPrice: 50, promoNetPrice: 40, isPromo: true }),
      ]),
      cart: offline,
    });
    const { cart } = world.root;

    expect(cart.totalItems).toBe(5);
    expect(cart.goodsGross).toBe(387.2); // 2 × 121 + 3 × 48.40
    expect(cart.totalValue).toBe(387.2);
    expect(cart.totalNet).toBe(320);
  });

  it.each([
    [5, '5', false],
    [99, '99', false],
    [100, '100', true],
    [999, '999', true],
    [1500, '1k', true],
  ])('badge for %i items reads %s (small font: %s)', (quantity, text, small) => {
    const world = givenACartShop({ stored: stored([storedLine({ quantity })]), cart: offline });

    expect(cartBadgeText(world.root.cart.totalItems)).toBe(text);
    expect(cartBadgeIsSmall(world.root.cart.totalItems)).toBe(small);
  });

  it('mini cart total = goods + shipment − coupon discount; shipment 0 is free', async () => {
    const world = givenACartShop({
      stored: {
        ...stored([storedLine({ quantity: 1, unitNetPrice: 100 })]),
        appliedCoupon: 'WELCOME10',
        appliedCouponDiscount: '25',
      },
      cart: offline,
      checkout: {
        listDeliveryMethods: async () => ok([{ id: 12, position: 1, title: 'Parcel', code: 'standard' }]),
        getPostage: async () => ok({ net: 10, gross: 12.1 }),
        listPaymentMethods: async () => ok([]),
        chooseLocalPickup: async () => ok(false),
      },
    });
    await settle();

    expect(world.root.cart.totals).toEqual({ goods: 121, shipment: 12.1, shipmentIsFree: false, discount: 25, total: 108.1 });
    expect(world.storage.get('delivery_id')).toBe('12');
  });

  it("leaves the shipment loading on 'Invalid data', and reports other failures", async () => {
    const answers = [
      fail({ kind: 'rejected' as const, message: 'Invalid data' }),
      fail({ kind: 'network' as const, message: 'down' }),
    ];
    const world = givenACartShop({
      stored: stored([storedLine()]),
      cart: offline,
      checkout: {
        listDeliveryMethods: async () => ok([]),
        getPostage: async () => answers.shift()!,
        listPaymentMethods: async () => ok([]),
        chooseLocalPickup: async () => ok(false),
      },
    });
    await settle();
    expect(world.root.cart.shipment.status).toBe('loading');

    await world.root.cart.shipment.load({ cartId: 500, countryId: 146, locale: 'ro_RO' });
    expect(world.root.cart.shipment.status).toBe('error');
    expect(world.root.cart.totals.shipmentIsFree).toBe(true);
  });

  it('shows a free shipment for an empty cart and the real postage of the fake once a line is in', async () => {
    const world = givenACartShop({ stored: { delivery_id: '12' } });
    expect(world.root.cart.totals.shipmentIsFree).toBe(true);
    expect(world.root.cart.shipment.status).toBe('none');
    const { product, pseIds } = await aProduct(world);

    await world.root.cart.add(product, pseIds[0], 1);
    await settle();

    // Parcel delivery is free from 199 € net; a corner sofa is far above that.
    expect(world.root.cart.shipment.status).toBe('ready');
    expect(world.root.cart.totals.shipmentIsFree).toBe(true);
  });
});

describe('CartStore coupon', () => {
  it('applies a coupon (insertCoupon) and keeps code and discount under appliedCoupon / appliedCouponDiscount', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], 1);

    await expect(world.root.cart.applyCoupon(' welcome10 ')).resolves.toBe(true);

    expect(world.callsTo('applyCoupon')[0]).toEqual(['welcome10', world.root.cart.cartId, null, 'en']);
    expect(world.root.cart.appliedCoupon).toEqual({ code: 'WELCOME10', discount: 25 });
    expect(world.storage.get('appliedCoupon')).toBe('WELCOME10');
    expect(world.storage.get('appliedCouponDiscount')).toBe('25');
    expect(world.root.cart.totals.discount).toBe(25);
  });

  it.each([
    ['an unknown code', 'NOPE', true, 'rejected'],
    ['an empty code', '   ', true, 'empty'],
    ['an empty cart', 'WELCOME10', false, 'no-cart'],
  ])('reports %s as an inline error and keeps nothing', async (_label, code, withLine, error) => {
    const world = givenACartShop();
    if (withLine) {
      const { product, pseIds } = await aProduct(world);
      await world.root.cart.add(product, pseIds[0], 1);
    }

    await expect(world.root.cart.applyCoupon(code)).resolves.toBe(false);

    expect(world.root.cart.couponError).toBe(error);
    expect(world.root.cart.appliedCoupon).toBeNull();
    expect(world.storage.get('appliedCoupon')).toBeNull();
  });

  it('restores a stored coupon at startup and forgets it when the login is cleared', () => {
    const world = givenACartShop({
      stored: { appliedCoupon: 'WELCOME10', appliedCouponDiscount: '25', customer_id: '501' },
    });
    expect(world.root.cart.appliedCoupon).toEqual({ code: 'WELCOME10', discount: 25 });

    world.root.session.logOut();

    expect(world.root.cart.appliedCoupon).toBeNull();
  });
});

describe('CartStore validation', () => {
  async function cartWithLine() {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], 3);
    await settle();
    return { world, product, line: world.root.cart.items[0]! };
  }

  it('applies a price change and reports it', async () => {
    const { world, line, product } = await cartWithLine();
    world.knobs.changePrice(line.pseId, 999);

    await world.root.cart.validate();

    expect(world.root.cart.notices).toEqual([
      { kind: 'price-updated', title: expect.any(String), oldNetPrice: product.netPrice, newNetPrice: 999 },
    ]);
    expect(world.root.cart.items[0]!.unitNetPrice).toBe(999);
    expect(world.root.cart.validation).toBe('done');
  });

  it('removes a line that is no longer available and reports it', async () => {
    const { world, product } = await cartWithLine();
    world.knobs.removeProduct(product.id);

    await world.root.cart.validate();

    expect(world.root.cart.notices.map((n) => n.kind)).toEqual(['line-removed']);
    expect(world.root.cart.items).toEqual([]);
  });

  it('reports a quantity change when stock shrank', async () => {
    const { world, line } = await cartWithLine();
    world.knobs.changeStock(line.pseId, 2);

    await world.root.cart.validate();

    expect(world.root.cart.notices).toEqual([
      { kind: 'quantity-changed', title: expect.any(String), oldQuantity: 3, newQuantity: 2 },
    ]);
    expect(world.root.cart.items[0]!.quantity).toBe(2);
  });

  it("reports 'Cart is no longer available' and forgets the cart", async () => {
    const { world, line } = await cartWithLine();
    world.knobs.dropCart(line.cartId);

    await world.root.cart.validate();

    expect(world.root.cart.notices).toEqual([{ kind: 'cart-unavailable' }]);
    expect(world.root.cart.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBeNull();
  });
});

describe('CartStore clear and reset', () => {
  async function cartWithLine() {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], 1);
    await settle();
    return world;
  }

  it('clears lines and the stored cart id', async () => {
    const world = await cartWithLine();
    world.root.cart.setLocation('/cart');

    await expect(world.root.cart.clear()).resolves.toBe(true);

    expect(world.callsTo('clear')).toHaveLength(1);
    expect(world.root.cart.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('cart_items')).toBeNull();
  });

  it.each(['/order-placed', '/order-failed'])('keeps the stored cart id when clearing on %s', async (path) => {
    const world = await cartWithLine();
    const id = world.storage.get('cart_id');
    world.root.cart.setLocation(path, `?cart_id=${id}`);

    await world.root.cart.clear();

    expect(world.root.cart.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBe(id);
    expect(world.storage.get('cart_items')).toBeNull();
  });

  it('clears the cart id and the delivery method id together after an order', async () => {
    const world = await cartWithLine();
    expect(world.storage.get('delivery_id')).not.toBeNull();

    world.root.cart.clearAfterOrder();

    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('delivery_id')).toBeNull();
    expect(world.root.cart.cartId).toBeNull();
    expect(world.root.cart.items).toEqual([]);
  });

  it('reset forgets everything', async () => {
    const world = await cartWithLine();
    await world.root.cart.applyCoupon('WELCOME10');

    world.root.cart.reset();

    expect(world.root.cart).toMatchObject({ cartId: null, items: [], status: 'idle', appliedCoupon: null, notices: [] });
    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('appliedCoupon')).toBeNull();
  });
});

describe('CartStore startup refresh', () => {
  it('refreshes a stored cart from the server in the background, keeping the stored lines until then', async () => {
    const gate = pending<void>();
    const line = storedLine({ pseId: 60001, productId: 2001, cartId: 500, quantity: 2 });
    const serverLine = { ...line, quantity: 4, title: 'From the server' };
    const world = givenACartShop({
      stored: { cart_id: '500', cart_items: JSON.stringify([line]) },
      cart: {
        getCart: async () => {
          await gate.promise;
          return ok({ cartId: 500, lines: [serverLine] });
        },
      },
    });

    expect(world.root.cart.initialized).toBe(true);
    expect(world.root.cart.items).toEqual([line]);
    expect(world.callsTo('getCart')[0]![0]).toBe(500);
    gate.resolve();
    await settle();

    expect(world.root.cart.items).toEqual([serverLine]);
    expect(world.root.cart.status).toBe('synced');
    expect(world.root.cart.lastSync).toBe(world.clock.now());
  });

  it('keeps the stored lines and reports the error when the refresh fails', async () => {
    const line = storedLine({ cartId: 500 });
    const world = givenACartShop({
      stored: { cart_id: '500', cart_items: JSON.stringify([line]) },
      cart: { getCart: async () => fail({ kind: 'failed', message: 'Failed to fetch' }) },
    });
    await settle();

    expect(world.root.cart.items).toEqual([line]);
    expect(world.root.cart.status).toBe('error');
    expect(world.root.cart.error).toBe('sync-failed');
  });

  it('a local change made during the refresh wins over the older server answer', async () => {
    const gate = pending<void>();
    const line = storedLine({ cartId: 500, quantity: 2 });
    const world = givenACartShop({
      stored: { cart_id: '500', cart_items: JSON.stringify([line]) },
      cart: {
        getCart: async () => {
          await gate.promise;
          return ok({ cartId: 500, lines: [] });
        },
      },
    });

    world.root.cart.updateItem(line.pseId, { undeliverable: true });
    gate.resolve();
    await settle();

    expect(world.root.cart.items).toHaveLength(1);
  });
});
