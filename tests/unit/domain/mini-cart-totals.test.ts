import { describe, expect, it } from 'vitest';
import { miniCartTotals, type MiniCartInput } from '../../../src/domain/mini-cart-totals';

const input = (over: Partial<MiniCartInput>): MiniCartInput => ({
  goodsGross: 0,
  shipmentGross: 0,
  shipmentTaxRate: 0.21,
  couponDiscount: 0,
  excludeVat: false,
  ...over,
});

describe('miniCartTotals', () => {
  it.each([
    [
      'goods + shipment − discount',
      { goodsGross: 100, shipmentGross: 12.1, couponDiscount: 10 },
      { goods: 100, shipment: 12.1, shipmentIsFree: false, discount: 10, total: 102.1 },
    ],
    ['free shipment', { goodsGross: 50 }, { goods: 50, shipment: 0, shipmentIsFree: true, discount: 0, total: 50 }],
    [
      'never below 0',
      { goodsGross: 20, couponDiscount: 30 },
      { goods: 20, shipment: 0, shipmentIsFree: true, discount: 30, total: 0 },
    ],
    [
      'VAT-exempt shipment is net',
      { goodsGross: 100, shipmentGross: 12.1, excludeVat: true },
      { goods: 100, shipment: 10, shipmentIsFree: false, discount: 0, total: 110 },
    ],
    [
      'VAT-exempt at 19%',
      { goodsGross: 0, shipmentGross: 5.95, shipmentTaxRate: 0.19, excludeVat: true },
      { goods: 0, shipment: 5, shipmentIsFree: false, discount: 0, total: 5 },
    ],
    [
      'rounded to cents',
      { goodsGross: 0.1 + 0.2, shipmentGross: 4.99 },
      { goods: 0.3, shipment: 4.99, shipmentIsFree: false, discount: 0, total: 5.29 },
    ],
    [
      'malformed values count as 0',
      { goodsGross: Number.NaN, shipmentGross: -3, couponDiscount: Number.NaN },
      { goods: 0, shipment: 0, shipmentIsFree: true, discount: 0, total: 0 },
    ],
  ])('%s', (_label, over, totals) => {
    expect(miniCartTotals(input(over))).toEqual(totals);
  });
});
