import { roundToCents } from './money-round';

export interface PriceContext {
  taxRate: number;
  currencyRate: number;
  excludeVat: boolean;
  isCompany: boolean;
  countryId: number;
  /** Spec 9's default country: company customers there qualify for the 0-VAT categories. */
  defaultCountryId: number;
  zeroVatCategoryIds: readonly number[];
}

export interface DisplayPrice {
  amount: number | null;
  vat: 'gross' | 'zero';
}

const isAmount = (value: number): boolean => Number.isFinite(value) && value >= 0;

export function grossPrice(net: number, taxRate: number, currencyRate: number): number | null {
  if (!isAmount(net) || !isAmount(taxRate) || !isAmount(currencyRate) || currencyRate === 0) return null;
  return roundToCents(net * (1 + taxRate) * currencyRate);
}

/**
 * The one net-or-gross decision, for product pages, cards, cart lines, the mini cart and totals.
 * A product is in a 0-VAT category when its default category is one: the only category a cart
 * line carries, so every screen decides from the same input.
 */
export function appliesZeroVat(ctx: PriceContext, defaultCategoryId: number | null): boolean {
  if (ctx.excludeVat) return true;
  const inZeroVatCategory = defaultCategoryId !== null && ctx.zeroVatCategoryIds.includes(defaultCategoryId);
  return inZeroVatCategory && ctx.isCompany && ctx.countryId === ctx.defaultCountryId;
}

export function displayPrice(net: number, defaultCategoryId: number | null, ctx: PriceContext): DisplayPrice {
  return appliesZeroVat(ctx, defaultCategoryId)
    ? { amount: grossPrice(net, 0, ctx.currencyRate), vat: 'zero' }
    : { amount: grossPrice(net, ctx.taxRate, ctx.currencyRate), vat: 'gross' };
}
