import type { Product } from '../../ports/model/product';

/** The net prices that feed the pricing store for what is on screen. */
export interface PriceInputs {
  net: number;
  listNet: number | null;
  categoryIds: number[];
}

/** Field choice only (no arithmetic): the promo price when there is one, and the struck-through price. */
export function productPriceInputs(
  product: Pick<Product, 'netPrice' | 'promoNetPrice' | 'listNetPrice' | 'categories' | 'defaultCategoryId'>,
): PriceInputs {
  const promo = product.promoNetPrice !== null && product.promoNetPrice < product.netPrice ? product.promoNetPrice : null;
  const categoryIds = [
    ...new Set([
      ...product.categories.map((c) => c.id),
      ...(product.defaultCategoryId !== null ? [product.defaultCategoryId] : []),
    ]),
  ];
  return {
    net: promo ?? product.netPrice,
    listNet: product.listNetPrice ?? (promo !== null ? product.netPrice : null),
    categoryIds,
  };
}
