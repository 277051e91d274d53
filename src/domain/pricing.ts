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

export function appliesZeroVat(ctx: PriceContext, productCategoryIds: readonly number[]): boolean {
  if (ctx.excludeVat) return true;
  const inZeroVatCategory = productCategoryIds.some((id) => ctx.zeroVatCategoryIds.includes(id));
  return inZeroVatCategory && ctx.isCompany && ctx.countryId === ctx.defaultCountryId;
}

export function displayPrice(net: number, productCategoryIds: readonly number[], ctx: PriceContext): DisplayPrice {
  return appliesZeroVat(ctx, productCategoryIds)
    ? { amount: grossPrice(net, 0, ctx.currencyRate), vat: 'zero' }
    : { amount: grossPrice(net, ctx.taxRate, ctx.currencyRate), vat: 'gross' };
}
