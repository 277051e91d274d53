import { describe, expect, it } from 'vitest';
import type { Postage } from '../../../ports/model/checkout';
import { checkoutLineTotal, checkoutTotals, type CheckoutTotals } from '../../../src/domain/checkout-totals';
import type { PriceContext } from '../../../src/domain/pricing';
import { aCartLine } from '../../support/cart-line-builder';

const ZERO_VAT_CATEGORY = 40;
const ORDINARY_CATEGORY = 7;

const romania = (over: Partial<PriceContext> = {}): PriceContext => ({
  taxRate: 0.21,
  currencyRate: 1,
  excludeVat: false,
  isCompany: false,
  countryId: 146,
  defaultCountryId: 146,
  zeroVatCategoryIds: [ZERO_VAT_CATEGORY],
  ...over,
});

const sofa = aCartLine().forPse(1).withNetPrice(100).withQuantity(2).inCategory(ZERO_VAT_CATEGORY).build();
const chair = aCartLine().forPse(2).withNetPrice(33.33).withQuantity(3).inCategory(ORDINARY_CATEGORY).build();
const lamp = aCartLine().forPse(3).withNetPrice(50).onPromotionAt(41.5).inCategory(ORDINARY_CATEGORY).build();
const cart = [sofa, chair, lamp];
const postage: Postage = { net: 20, gross: 24.2 };

const totals = (goods: number, shipment: number, discount: number, total: number, vat: CheckoutTotals['vat']) => ({
  goods,
  shipment,
  shipmentIsFree: shipment === 0,
  discount,
  total,
  vat,
});

describe('checkoutTotals', () => {
  it.each([
    // 2 × 121 + 3 × 40.33 (33.33 × 1.21 = 40.3293) + 41.50 × 1.21 = 50.22 (50.215 rounds up)
    ['private customer: all gross', romania(), totals(413.21, 24.2, 10, 427.41, 'included')],
    ['VAT-exempt: goods and shipment net', romania({ excludeVat: true }), totals(341.49, 20, 10, 351.49, 'excluded')],
    // the sofa's 0-VAT category counts net (2 × 100); the other lines and the shipment stay gross
    ['company in the default country: 0-VAT lines net', romania({ isCompany: true }), totals(371.21, 24.2, 10, 385.41, 'mixed')],
    // 2 × 119 + 3 × 39.66 (39.6627) + 49.39 (49.385 rounds up); shipment gross
    [
      'company in another country: all gross',
      romania({ isCompany: true, countryId: 5, taxRate: 0.19 }),
      totals(406.37, 24.2, 10, 420.57, 'included'),
    ],
  ])('%s', (_label, ctx, expected) => {
    expect(checkoutTotals(cart, postage, 10, ctx)).toEqual(expected);
  });

  it('keeps VAT in for a company whose lines are all in ordinary categories', () => {
    expect(checkoutTotals([chair], postage, 0, romania({ isCompany: true }))).toEqual(
      totals(120.99, 24.2, 0, 145.19, 'included'),
    );
  });

  it.each([
    // 10 × 1.21 × 4.97 = 60.137; postage 12.10 × 4.97 = 60.137; discount 2 × 4.97
    ['gross in lei', romania({ currencyRate: 4.97 }), totals(60.14, 60.14, 9.94, 110.34, 'included')],
    ['net in lei', romania({ currencyRate: 4.97, excludeVat: true }), totals(49.7, 49.7, 9.94, 89.46, 'excluded')],
  ])('converts goods, postage and discount from euro: %s', (_label, ctx, expected) => {
    const line = aCartLine().withNetPrice(10).build();
    expect(checkoutTotals([line], { net: 10, gross: 12.1 }, 2, ctx)).toEqual(expected);
  });

  it.each([
    ['five lines', [1, 2, 3, 4, 5].map((pse) => aCartLine().forPse(pse).withNetPrice(0.1).build())],
    ['a quantity of five', [aCartLine().withNetPrice(0.1).withQuantity(5).build()]],
  ])('rounds the shown unit price first, as the cart does: %s at 0.121 is 0.60, not 0.61', (_label, lines) => {
    expect(checkoutTotals(lines, { net: 0, gross: 0 }, 0, romania())).toEqual(totals(0.6, 0, 0, 0.6, 'included'));
  });

  it('shows free shipment and never a total below 0', () => {
    expect(checkoutTotals([chair], { net: 0, gross: 0 }, 500, romania())).toEqual(totals(120.99, 0, 500, 0, 'included'));
  });

  it('counts malformed postage, discount and prices as 0', () => {
    const broken = aCartLine().withNetPrice(Number.NaN).build();
    const result = checkoutTotals([broken, chair], { net: Number.NaN, gross: -5 }, Number.NaN, romania());
    expect(result).toEqual(totals(120.99, 0, 0, 120.99, 'included'));
  });

  it('is all zeros for an empty cart', () => {
    expect(checkoutTotals([], { net: 0, gross: 0 }, 0, romania())).toEqual(totals(0, 0, 0, 0, 'included'));
  });
});

describe('checkoutLineTotal', () => {
  it.each([
    ['gross unit (0.121 shown as 0.12) × quantity', romania(), 3, 0.36],
    ['net unit × quantity, to the cent (not 0.30000000000000004)', romania({ excludeVat: true }), 3, 0.3],
    ['a malformed quantity counts as 0', romania(), -2, 0],
  ])('%s', (_label, ctx, quantity, expected) => {
    expect(checkoutLineTotal(aCartLine().withNetPrice(0.1).withQuantity(quantity).build(), ctx)).toBe(expected);
  });
});
