import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { COUPON, FULFILMENT_CENTRE_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { AddLineRequest, CartError } from '../../../ports/cart-port';
import type { Result } from '../../../ports/model/result';
import { cartRoutes } from '../../../scripts/fake-backend/shop-api/cart-routes';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';
import { givenServedRoutes, servedAndHeld, type CheckoutPorts, type Sides } from '../../support/served-and-held';

const { plentifulPse, lowStockPse } = seedFacts();
/** A second variant in stock, of another product. */
const otherPse = (() => {
  const data = getSeedData();
  const pse = [...data.pseById.values()].find(
    (p) => p.productId !== plentifulPse.productId && p.stock >= 10 && !data.productById.get(p.productId)?.isPriceRequest,
  );
  if (pse === undefined) throw new Error('the seed has no second variant in stock');
  return { productId: pse.productId, pseId: pse.id, stock: pse.stock };
})();
const aLine = (cartId: number | null, quantity = 1, pse = plentifulPse): AddLineRequest => ({
  cartId,
  productId: pse.productId,
  pseId: pse.pseId,
  quantity,
  customerId: null,
});

describe('the fake backend: cart port', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  let sides: Sides;
  beforeAll(async () => {
    world = await givenAFakeBackend();
    sides = { http: world.http, fake: world.fake };
  });
  afterAll(() => world.backend.close());

  /** A new cart with one line, made on both sides; its id. */
  async function aCart(quantity = 2): Promise<number> {
    const { served, held } = await servedAndHeld(sides, (ports) => ports.cart.addLine(aLine(null, quantity)));
    expect(served).toEqual(held);
    if (!held.ok) throw new Error('no cart');
    return held.value.cartId;
  }

  it('adds to a new cart and to the same cart again, and reads the cart back line for line', async () => {
    const cartId = await aCart();
    const again = await servedAndHeld(sides, (ports) => ports.cart.addLine({ ...aLine(cartId), customerId: 501 }));
    expect(again.served).toEqual(again.held);
    expect(again.held).toMatchObject({ ok: true, value: { cartId, quantity: 3 } });
    const read = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, 501));
    expect(read.served).toEqual(read.held);
    expect(read.held.ok && read.held.value.lines).toHaveLength(1);
  });

  it("checks a cart: an existing one exists; 'Cart not found' and 'invalid cartId' come back as the adapter reads them", async () => {
    const cartId = await aCart();
    const known = await servedAndHeld(sides, (ports) => ports.cart.exists(cartId));
    expect(known.served).toEqual(known.held);
    // The wire answers 'Cart not found' for both; the http adapter reads it as "does not exist" (false).
    const gone = await servedAndHeld(sides, (ports) => ports.cart.exists(1000));
    expect(gone.held).toEqual({ ok: false, error: { kind: 'cart-not-found' } });
    expect(gone.served).toEqual({ ok: true, value: false });
    for (const never of [0, 999_999]) {
      const junk = await servedAndHeld(sides, (ports) => ports.cart.exists(never));
      expect(junk.served).toEqual(junk.held);
      expect(junk.held).toEqual({ ok: false, error: { kind: 'invalid-cart-id' } });
    }
  });

  it('changes quantities (update sets, decrease subtracts, down to zero removes the line)', async () => {
    const cartId = await aCart();
    const line = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    const cartItemId = line.held.ok ? (line.held.value.lines[0]?.cartItemId ?? 0) : 0;
    const ref = { cartId, cartItemId, customerId: null };
    for (const change of [
      (ports: CheckoutPorts) => ports.cart.setQuantity(ref, 5),
      (ports: CheckoutPorts) => ports.cart.decrease(ref, 2),
      (ports: CheckoutPorts) => ports.cart.decrease(ref, 3),
    ]) {
      const step = await servedAndHeld(sides, change);
      expect(step.served).toEqual(step.held);
    }
    const read = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    expect(read.served).toEqual(read.held);
    expect(read.held).toMatchObject({ ok: true, value: { lines: [] } });
  });

  it('refuses what the fake refuses, with its message', async () => {
    const cartId = await aCart();
    const steps: ((ports: CheckoutPorts) => Promise<Result<unknown, CartError>>)[] = [
      (ports) => ports.cart.addLine({ ...aLine(cartId), productId: plentifulPse.productId + 1 }),
      (ports) => ports.cart.addLine(aLine(999_999)),
      (ports) => ports.cart.setQuantity({ cartId, cartItemId: 1, customerId: null }, 1),
      (ports) => ports.cart.getCart(0, null),
      (ports) => ports.cart.deleteLine(999_999, 1),
    ];
    for (const step of steps) {
      const { served, held } = await servedAndHeld(sides, step);
      expect(held.ok).toBe(false);
      expect(served).toEqual(held);
    }
  });

  it('answers a stock limit as a refusal naming the quantity left (the wire has no stock-limit kind)', async () => {
    const over = await servedAndHeld(sides, (ports) => ports.cart.addLine(aLine(null, lowStockPse.stock + 1, lowStockPse)));
    expect(over.held).toEqual({ ok: false, error: { kind: 'stock-limit', available: lowStockPse.stock } });
    expect(over.served).toEqual({ ok: false, error: { kind: 'failed', message: `Only ${lowStockPse.stock} left in stock` } });
  });

  it('deletes a line and clears a cart', async () => {
    const cartId = await aCart();
    await servedAndHeld(sides, (ports) => ports.cart.addLine(aLine(cartId, 1, lowStockPse)));
    const before = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    const firstItem = before.held.ok ? (before.held.value.lines[0]?.cartItemId ?? 0) : 0;
    const deleted = await servedAndHeld(sides, (ports) => ports.cart.deleteLine(cartId, firstItem));
    expect(deleted.served).toEqual(deleted.held);
    const left = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    expect(left.served).toEqual(left.held);
    expect(left.held.ok && left.held.value.lines.map((line) => line.pseId)).toEqual([lowStockPse.pseId]);
    const cleared = await servedAndHeld(sides, (ports) => ports.cart.clear(cartId, null));
    expect(cleared.served).toEqual({ ok: true, value: undefined });
    const empty = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    expect(empty.served).toEqual(empty.held);
  });

  it('validates an unchanged cart: its lines and no notices', async () => {
    const cartId = await aCart();
    const checked = await servedAndHeld(sides, (ports) => ports.cart.validate(cartId));
    expect(checked.served).toEqual(checked.held);
    expect(checked.held).toMatchObject({ ok: true, value: { notices: [] } });
    const gone = await servedAndHeld(sides, (ports) => ports.cart.validate(999_999));
    expect(gone.served).toEqual(gone.held);
  });

  it('moves a line to another fulfilment centre; an unknown centre or line is refused', async () => {
    const cartId = await aCart();
    const read = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    const cartItemId = read.held.ok ? (read.held.value.lines[0]?.cartItemId ?? 0) : 0;
    for (const [item, centre] of [
      [cartItemId, FULFILMENT_CENTRE_IDS.vienna],
      [cartItemId, 999],
      [1, FULFILMENT_CENTRE_IDS.cluj],
    ]) {
      const moved = await servedAndHeld(sides, (ports) => ports.cart.changeFulfilmentCentre(cartId, item ?? 0, centre ?? 0));
      expect(moved.served).toEqual(moved.held);
    }
    const after = await servedAndHeld(sides, (ports) => ports.cart.getCart(cartId, null));
    expect(after.served).toEqual(after.held);
    expect(after.held.ok && after.held.value.lines[0]?.fulfilmentCentreId).toBe(FULFILMENT_CENTRE_IDS.vienna);
  });

  it('assigns a cart to a customer e-mail; a stale cart is not found', async () => {
    const cartId = await aCart();
    for (const id of [cartId, 999_999]) {
      const assigned = await servedAndHeld(sides, (ports) => ports.cart.assignCustomer(id, 'guest@example.com'));
      expect(assigned.served).toEqual(assigned.held);
    }
  });

  it('applies the welcome coupon; a wrong code, an empty or a stale cart is refused with its message', async () => {
    const cartId = await aCart();
    const empty = await servedAndHeld(sides, async (ports) => {
      const made = await ports.cart.addLine(aLine(null));
      const id = made.ok ? made.value.cartId : 0;
      await ports.cart.clear(id, null);
      return id;
    });
    for (const [code, id] of [
      [COUPON.code, cartId],
      ['NOPE', cartId],
      [COUPON.code, empty.held],
      [COUPON.code, 999_999],
    ] as const) {
      const applied = await servedAndHeld(sides, (ports) => ports.cart.applyCoupon(code, id, null, 'ro'));
      expect(applied.served).toEqual(applied.held);
    }
    // The adapter reads a refusal from the body; the status is openapi's 400 all the same.
    const refused = await fetch(`${world.backend.providers['shop-api'].url}/api/ExternalOrderApi/insertCoupon/`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ coupon_code: 'NOPE', cart_id: cartId, customer_id: null }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ status_code: 400, status: 'error', message: 'Coupon code is not valid', data: null });
  });
});

describe('the fake backend: cart validation after the shop changed prices and stock', () => {
  let served: Awaited<ReturnType<typeof givenServedRoutes>>;
  beforeAll(async () => {
    served = await givenServedRoutes(cartRoutes);
  });
  afterEach(() => served.onBothSides((knobs) => knobs.reset()));
  afterAll(() => served.server.close());

  async function aCartOfTwoLines(): Promise<number> {
    const { held } = await servedAndHeld(served.sides, async (ports) => {
      const made = await ports.cart.addLine(aLine(null, 3));
      const cartId = made.ok ? made.value.cartId : 0;
      await ports.cart.addLine(aLine(cartId, 3, otherPse));
      return cartId;
    });
    return held;
  }

  it('reports a new price and a lowered quantity, line by line', async () => {
    const cartId = await aCartOfTwoLines();
    served.onBothSides((knobs) => {
      knobs.priceOverrides.set(plentifulPse.pseId, 123.45);
      knobs.stockOverrides.set(otherPse.pseId, 2);
    });
    const checked = await servedAndHeld(served.sides, (ports) => ports.cart.validate(cartId));
    expect(checked.held).toMatchObject({
      ok: true,
      value: {
        notices: [
          { kind: 'price-updated', newNetPrice: 123.45 },
          { kind: 'quantity-changed', newQuantity: 2 },
        ],
      },
    });
    expect(checked.served).toEqual(checked.held);
  });

  it('reports a removed line; its title is not on the wire (a change names the line id only)', async () => {
    const cartId = await aCartOfTwoLines();
    served.onBothSides((knobs) => knobs.removedProductIds.add(otherPse.productId));
    const checked = await servedAndHeld(served.sides, (ports) => ports.cart.validate(cartId));
    if (!checked.held.ok) throw new Error('validation failed');
    const notices = checked.held.value.notices.map((notice) =>
      notice.kind === 'line-removed' ? { ...notice, title: '' } : notice,
    );
    expect(checked.served).toEqual({ ok: true, value: { ...checked.held.value, notices } });
    expect(notices).toContainEqual({ kind: 'line-removed', title: '' });
  });

  it("answers a cart the shop dropped as 'Cart not found' (the wire has no cart-unavailable change)", async () => {
    const cartId = await aCartOfTwoLines();
    served.onBothSides((knobs) => knobs.unavailableCartIds.add(cartId));
    const checked = await servedAndHeld(served.sides, (ports) => ports.cart.validate(cartId));
    expect(checked.held).toMatchObject({ ok: true, value: { notices: [{ kind: 'cart-unavailable' }] } });
    expect(checked.served).toEqual({ ok: false, error: { kind: 'cart-not-found' } });
  });
});
