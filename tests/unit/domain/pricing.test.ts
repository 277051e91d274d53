import { describe, expect, it } from 'vitest';
import { appliesZeroVat, displayPrice, grossPrice, type PriceContext } from '../../../src/domain/pricing';

const ctx = (over: Partial<PriceContext> = {}): PriceContext => ({
  taxRate: 0.21,
  currencyRate: 1,
  excludeVat: false,
  isCompany: false,
  countryId: 146,
  defaultCountryId: 146,
  zeroVatCategoryIds: [40],
  ...over,
});

describe('grossPrice', () => {
  it.each([
    [100, 0.21, 1, 121],
    [100, 0.19, 1, 119],
    [100, 0.2, 1, 120],
    [99.99, 0.21, 1, 120.99],
    [10, 0.21, 4.97, 60.14],
    [0, 0.21, 1, 0],
    [1.765, 0, 1, 1.77],
    [33.33, 0.19, 1, 39.66],
  ])('net %f at %f tax and currency rate %f is %f', (net, tax, rate, gross) => {
    expect(grossPrice(net, tax, rate)).toBe(gross);
  });

  it.each([
    ['NaN net', Number.NaN, 0.21, 1],
    ['negative net', -1, 0.21, 1],
    ['infinite net', Number.POSITIVE_INFINITY, 0.21, 1],
    ['NaN tax', 10, Number.NaN, 1],
    ['negative tax', 10, -0.1, 1],
    ['zero currency rate', 10, 0.21, 0],
    ['NaN currency rate', 10, 0.21, Number.NaN],
  ])('is null for %s', (_label, net, tax, rate) => {
    expect(grossPrice(net, tax, rate)).toBeNull();
  });
});

describe('appliesZeroVat', () => {
  it.each([
    ['excludeVat alone', { excludeVat: true }, [1], true],
    ['0-VAT default category, company, default country', { isCompany: true }, 40, true],
    ['0-VAT default category, private customer', { isCompany: false }, 40, false],
    ['0-VAT default category, company, other country', { isCompany: true, countryId: 5 }, 40, false],
    ['company in the default country, ordinary category', { isCompany: true }, 41, false],
    ['no default category', { isCompany: true }, null, false],
  ] as [string, Partial<PriceContext>, number | null, boolean][])('%s → %s', (_label, over, categories, expected) => {
    expect(appliesZeroVat(ctx(over), categories)).toBe(expected);
  });
});

describe('displayPrice', () => {
  it.each([
    ['gross for private customers', {}, 40, { amount: 121, vat: 'gross' }],
    ['net for VAT-exempt buyers', { excludeVat: true }, 1, { amount: 100, vat: 'zero' }],
    ['net × currency rate in 0-VAT mode', { excludeVat: true, currencyRate: 4.97 }, 1, { amount: 497, vat: 'zero' }],
    ['gross × currency rate', { currencyRate: 4.97 }, 1, { amount: 601.37, vat: 'gross' }],
    ['net for a company in a 0-VAT category', { isCompany: true }, 40, { amount: 100, vat: 'zero' }],
  ] as [string, Partial<PriceContext>, number, { amount: number; vat: string }][])('%s', (_label, over, categories, expected) => {
    expect(displayPrice(100, categories, ctx(over))).toEqual(expected);
  });

  it('reports a malformed net price as unavailable', () => {
    expect(displayPrice(Number.NaN, null, ctx())).toEqual({ amount: null, vat: 'gross' });
  });
});
