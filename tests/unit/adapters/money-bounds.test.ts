import { describe, expect, it } from 'vitest';
import { getLocaleConfig200 } from '../../../adapters/http/generated/fast-api-config-validators';
import { CartItemSchema } from '../../../adapters/http/generated/shop-api-cart-validators';
import { getProducts200 } from '../../../adapters/http/generated/shop-api-catalog-validators';
import { getOrder200 } from '../../../adapters/http/generated/shop-api-order-validators';
import { ProductHitSchema } from '../../../adapters/http/generated/search-service-validators';
import { mismatchOf, validateValue } from '../../../adapters/http/response-validator';
import { cartItemDto, localeConfigDto, productDto } from '../http/fixtures';
import { orderDto } from '../http/order-fixtures';

const products = (overrides: Record<string, unknown>) => ({ products: [productDto(overrides)], total: 1 });
const searchHit = (overrides: Record<string, unknown>) => ({
  id: 1001,
  ref: 'SOFA-OSLO',
  title: 'Canapea Oslo',
  urls: { ro_RO: 'canapea-oslo.html' },
  images: [],
  prices: { RO: { RON: 2482.5 } },
  stock: 7,
  pse_id: 5001,
  ...overrides,
});

describe('money, quantities and stock from the APIs', () => {
  it('accept a price that is finite, not negative and under the ceiling', () => {
    expect(mismatchOf(getProducts200, products({ TAXED_PRICE: 0 }))).toBeNull();
    expect(mismatchOf(getProducts200, products({ TAXED_PRICE: 10_000_000 }))).toBeNull();
  });

  it('reject a price of 1e308, a negative price and one above the ceiling', () => {
    expect(mismatchOf(getProducts200, products({ TAXED_PRICE: 1e308 }))).toBe(
      'GET /api/products/ 200: /products/0/TAXED_PRICE must be <= 10000000',
    );
    expect(mismatchOf(getProducts200, products({ PRICE: -1 }))).toMatch(/\/products\/0\/PRICE must be >= 0$/);
    expect(mismatchOf(getProducts200, products({ PROMO_PRICE: 10_000_000.01 }))).toMatch(/PROMO_PRICE must be <= /);
    expect(mismatchOf(getProducts200, products({ LISTEN_PRICE: 1e308 }))).toMatch(/LISTEN_PRICE must be <= /);
  });

  it('reject a stock that is not an integer', () => {
    expect(mismatchOf(getProducts200, products({ stock: 2.5 }))).toMatch(/\/products\/0\/stock must be integer/);
  });

  it("reject an order's total of 1e308 and a line quantity that is not an integer", () => {
    expect(mismatchOf(getOrder200, { OrderItems: [orderDto({ TOTAL_TAXED_AMOUNT: 1e308 })] })).toMatch(
      /TOTAL_TAXED_AMOUNT must be <= 10000000$/,
    );
    expect(validateValue(CartItemSchema, cartItemDto({ quantity: 1.5 }), 'cart').ok).toBe(false);
    expect(validateValue(CartItemSchema, cartItemDto({ PRICE: 1e308 }), 'cart').ok).toBe(false);
  });

  it('reject a search hit priced 1e308 or with a fractional stock', () => {
    expect(validateValue(ProductHitSchema, searchHit({}), 'hits').ok).toBe(true);
    expect(validateValue(ProductHitSchema, searchHit({ prices: { RO: { RON: 1e308 } } }), 'hits').ok).toBe(false);
    expect(validateValue(ProductHitSchema, searchHit({ stock: 0.5 }), 'hits').ok).toBe(false);
  });

  it("reject the locale config's minimum order value when it is negative", () => {
    expect(mismatchOf(getLocaleConfig200, [localeConfigDto({ config_min_price: -5 })])).toMatch(/config_min_price must be >= 0$/);
  });
});
