import type { StoredCart, StoredLine } from '../../../adapters/fake/fake-cart-book';
import type { SeedData, SeedPse } from '../../../adapters/fake/seed/seed-types';
import type { FakeWorld } from '../fake-world';
import { ensureProduct } from './clone-product';
import { ensureCentreStock } from './product-data';

/** How many a variant "in stock" has at least: room for the pacts' adds on top of a line. */
const STOCK_TO_ADD = 20;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Variant `pseId` of product `productId` (cloned when missing), with stock to add and a centre that holds it. */
export function ensureInStock(data: SeedData, productId: number, pseId: number): SeedPse {
  ensureProduct(data, productId, [pseId]);
  const pse = data.pseById.get(pseId);
  if (pse === undefined || pse.productId !== productId) {
    throw new Error(`pse ${pseId} belongs to product ${pse?.productId ?? 'none'}, not ${productId}`);
  }
  pse.stock = Math.max(pse.stock, STOCK_TO_ADD);
  const centre = data.centres[0];
  if (!pse.centreStock.some((stock) => stock > 0) && centre !== undefined) ensureCentreStock(data, pseId, centre.id);
  return pse;
}

/** The centre with the most stock of the variant, as the cart fake picks one. */
function bestCentre(data: SeedData, pse: SeedPse): number | null {
  const best = data.centres
    .map((centre, i) => ({ id: centre.id, stock: pse.centreStock[i] ?? 0 }))
    .reduce((a, b) => (b.stock > a.stock ? b : a), { id: 0, stock: 0 });
  return best.stock > 0 ? best.id : null;
}

/** A line as the cart fake makes one, in promo: the variant's promo price, else a tenth off. */
function lineOf(data: SeedData, pse: SeedPse, cartItemId: number, quantity: number): StoredLine {
  pse.promoNetPrice ??= round2(pse.netPrice * 0.9);
  const fulfilmentCentreId = bestCentre(data, pse);
  return {
    cartItemId,
    pseId: pse.id,
    productId: pse.productId,
    quantity,
    unitNetPrice: pse.netPrice,
    promoNetPrice: pse.promoNetPrice,
    fulfilmentCentreId,
  };
}

/** Cart `cartId` as it is (its customer and lines), with no order placed from it and no payment waiting. */
function openCart(world: FakeWorld, cartId: number): StoredCart {
  const known = world.books.carts.get(cartId);
  const base = { customerId: null, email: null, lines: [] as StoredLine[] };
  const { customerId, email, lines } = known ?? base;
  return { id: cartId, customerId, email, lines, coupon: null, orderId: null, pendingPayment: null, paypalOrderId: null };
}

/** Cart `cartId` with exactly `count` lines: the first it has, then lines of variants in stock. */
export function ensureCartLines(world: FakeWorld, cartId: number, count: number): void {
  const cart = openCart(world, cartId);
  cart.lines = cart.lines.slice(0, count);
  const candidates = [...world.data.pseById.values()].filter((pse) => pse.stock > 0);
  for (const pse of candidates) {
    if (cart.lines.length >= count) break;
    if (cart.lines.some((line) => line.pseId === pse.id)) continue;
    cart.lines.push(lineOf(world.data, pse, world.books.carts.newItemId(), 1));
  }
  if (cart.lines.length < count) throw new Error(`the data set has no ${count} variants in stock`);
  world.books.carts.put(cart);
}

export interface HeldItem {
  cartId: number;
  cartItemId: number;
  quantity: number;
  pseId: number;
  productId: number;
}

/** The cart's only line: exactly this item, at the variant's current price. */
export function holdItem(world: FakeWorld, item: HeldItem): void {
  const pse = ensureInStock(world.data, item.productId, item.pseId);
  pse.stock = Math.max(pse.stock, item.quantity + STOCK_TO_ADD);
  const cart = openCart(world, item.cartId);
  cart.lines = [lineOf(world.data, pse, item.cartItemId, item.quantity)];
  world.books.carts.put(cart);
}

/** An empty cart `cartId`: it exists, but holds nothing a payment module could apply to. */
export function ensureEmptyCart(world: FakeWorld, cartId: number): void {
  const cart = openCart(world, cartId);
  cart.lines = [];
  world.books.carts.put(cart);
}

export function removeCart(world: FakeWorld, cartId: number): void {
  world.books.carts.remove(cartId);
  world.books.carts.save();
}

/** A junk id is one the shop never gave out; an id it gave out once cannot become junk again. */
export function checkJunkCartId(world: FakeWorld, cartId: number): void {
  if (world.books.carts.issued(cartId)) throw new Error(`cart id ${cartId} was given out`);
}

/** The item went into the cart at `oldPrice`; its variant costs `newPrice` now (net). */
export function changeItemPrice(
  world: FakeWorld,
  cartId: number,
  cartItemId: number,
  prices: { old: number; new: number },
): void {
  const cart = world.books.carts.get(cartId);
  const line = cart?.lines.find((candidate) => candidate.cartItemId === cartItemId);
  const pse = line === undefined ? undefined : world.data.pseById.get(line.pseId);
  if (cart === undefined || line === undefined || pse === undefined)
    throw new Error(`cart ${cartId} holds no item ${cartItemId}`);
  line.unitNetPrice = prices.old;
  pse.netPrice = prices.new;
  if (pse.promoNetPrice !== null && pse.promoNetPrice >= prices.new) pse.promoNetPrice = round2(prices.new * 0.9);
  world.books.carts.put(cart);
}
