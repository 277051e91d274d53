import type { CartLine } from '../../../ports/model/cart';
import type { Product } from '../../../ports/model/product';
import { chooseImage } from '../../domain/image-choice';

type Log = Pick<Console, 'warn'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const text = (value: unknown, otherwise = ''): string => (typeof value === 'string' ? value : otherwise);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOrNull = (value: unknown): number | null => (positiveInt(value) ? value : null);

/**
 * One stored line, or null when it is not usable. Ids, quantity and price must be sound;
 * descriptive fields fall back to empty values so an older stored shape still loads.
 */
export function normaliseLine(raw: unknown): CartLine | null {
  if (!isRecord(raw)) return null;
  const { pseId, productId, cartId, cartItemId, quantity, unitNetPrice } = raw;
  if (
    !positiveInt(pseId) ||
    !positiveInt(cartId) ||
    !positiveInt(cartItemId) ||
    !positiveInt(quantity) ||
    !amount(unitNetPrice)
  ) {
    return null;
  }
  const promo = amount(raw.promoNetPrice) ? raw.promoNetPrice : null;
  return {
    pseId,
    productId: positiveInt(productId) ? productId : 0,
    cartId,
    cartItemId,
    quantity,
    quantityRemain: typeof raw.quantityRemain === 'number' && Number.isFinite(raw.quantityRemain) ? raw.quantityRemain : null,
    unitNetPrice,
    promoNetPrice: promo,
    isPromo: raw.isPromo === true && promo !== null,
    title: text(raw.title),
    url: text(raw.url),
    pseUrl: text(raw.pseUrl),
    imageUrl: textOrNull(raw.imageUrl),
    defaultCategoryId: idOrNull(raw.defaultCategoryId),
    categoryTitles: Array.isArray(raw.categoryTitles) ? raw.categoryTitles.filter((t): t is string => typeof t === 'string') : [],
    undeliverable: raw.undeliverable === true,
    fulfilmentCentreId: idOrNull(raw.fulfilmentCentreId),
    colour: textOrNull(raw.colour),
    size: textOrNull(raw.size),
  };
}

/** One line per PRODUCT_SALE_ELEMENT: a later duplicate replaces the earlier one in place. */
export function uniqueLines(lines: readonly CartLine[]): CartLine[] {
  const byPse = new Map<number, CartLine>();
  for (const line of lines) byPse.set(line.pseId, line);
  return [...byPse.values()];
}

/** Parses the stored 'cart_items'. Junk gives an empty cart with a warning, never an exception. */
export function parseStoredLines(raw: string | null, log: Log): CartLine[] {
  if (raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    log.warn('Stored cart_items is not valid JSON; starting with an empty cart.');
    return [];
  }
  if (!Array.isArray(parsed)) {
    log.warn('Stored cart_items is not a list; starting with an empty cart.');
    return [];
  }
  const lines = parsed.map(normaliseLine).filter((line): line is CartLine => line !== null);
  if (lines.length < parsed.length) log.warn(`Dropped ${parsed.length - lines.length} unusable stored cart line(s).`);
  return uniqueLines(lines);
}

export const serialiseLines = (lines: readonly CartLine[]): string => JSON.stringify(lines);

/** The line a successful add stores: the server's ids and quantity, the product's descriptive data. */
/** The unit price of the variant added, when it is not the product's own (another size costs its own price). */
export type LinePrice = Pick<CartLine, 'unitNetPrice' | 'promoNetPrice'>;

export function lineFromProduct(
  product: Product,
  pseId: number,
  mutation: { cartId: number; cartItemId: number; quantity: number },
  price?: LinePrice,
): CartLine {
  let colour: string | null = null;
  let size: string | null = null;
  for (const c of product.colours) {
    const match = c.sizes.find((s) => s.pseId === pseId);
    if (match) {
      colour = c.name;
      size = match.name;
    }
  }
  const promo = price ? price.promoNetPrice : product.promoNetPrice;
  return {
    pseId,
    productId: product.id,
    cartId: mutation.cartId,
    cartItemId: mutation.cartItemId,
    quantity: mutation.quantity,
    quantityRemain: null,
    unitNetPrice: price ? price.unitNetPrice : product.netPrice,
    promoNetPrice: promo,
    isPromo: promo !== null,
    title: product.title,
    url: product.url,
    pseUrl: product.url,
    imageUrl: chooseImage(product.images)?.url ?? null,
    defaultCategoryId: product.defaultCategoryId,
    categoryTitles: product.categories.map((c) => c.title),
    undeliverable: false,
    fulfilmentCentreId: null,
    colour,
    size,
  };
}
