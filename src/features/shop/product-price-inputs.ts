import type { Product } from '../../../ports/model/product';

/** The net prices that feed the pricing store for what is on screen. */
export interface PriceInputs {
  net: number;
  listNet: number | null;
  /** Decides the 0-VAT rule (see appliesZeroVat). */
  defaultCategoryId: number | null;
}

/** Field choice only (no arithmetic): the promo price when there is one, and the struck-through price. */
export function productPriceInputs(
  product: Pick<Product, 'netPrice' | 'promoNetPrice' | 'listNetPrice' | 'defaultCategoryId'>,
): PriceInputs {
  const promo = product.promoNetPrice !== null && product.promoNetPrice < product.netPrice ? product.promoNetPrice : null;
  return {
    net: promo ?? product.netPrice,
    listNet: product.listNetPrice ?? (promo !== null ? product.netPrice : null),
    defaultCategoryId: product.defaultCategoryId,
  };
}
