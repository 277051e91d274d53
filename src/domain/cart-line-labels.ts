import type { CartLine } from '../../ports/model/cart';
import type { Product } from '../../ports/model/product';

/** What a cart line calls its product and variant. */
export interface LineLabels {
  title: string;
  colour: string | null;
  size: string | null;
}

/**
 * A cart line's title, colour and size in the interface language: the cart's answer carries no
 * language, so they are read from the product in that language; the line's own until it is known.
 */
export function lineLabels(line: CartLine, product: Product | undefined): LineLabels {
  if (product === undefined || product.id !== line.productId) {
    return { title: line.title, colour: line.colour, size: line.size };
  }
  for (const colour of product.colours) {
    const size = colour.sizes.find((candidate) => candidate.pseId === line.pseId);
    if (size) return { title: product.title, colour: colour.name || null, size: size.name || null };
  }
  return { title: product.title, colour: line.colour, size: line.size };
}
