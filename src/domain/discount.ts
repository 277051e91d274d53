import { roundToCents } from './money-round';

export const DEFAULT_ASSUMED_MARKUP_PERCENT = 16;

export interface ListPriceAndDiscount {
  listPrice: number;
  percent: number;
}

export function listPriceAndDiscount(
  price: number,
  listPrice: number | null,
  assumedMarkupPercent = DEFAULT_ASSUMED_MARKUP_PERCENT,
): ListPriceAndDiscount {
  if (!Number.isFinite(price) || price <= 0) return { listPrice: 0, percent: 0 };
  const markup =
    Number.isFinite(assumedMarkupPercent) && assumedMarkupPercent >= 0 ? assumedMarkupPercent : DEFAULT_ASSUMED_MARKUP_PERCENT;
  const list =
    listPrice !== null && Number.isFinite(listPrice) && listPrice > price ? listPrice : roundToCents(price * (1 + markup / 100));
  const percent = Math.max(0, Math.ceil(((list - price) / list) * 100 - 1e-9));
  return { listPrice: list, percent };
}
