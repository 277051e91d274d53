import { describe, expect, it } from 'vitest';
import {
  cartBadgeIsSmall,
  cartBadgeText,
  cartIdFromLines,
  mergeAddedLine,
  planDecrease,
  planSetQuantity,
  totalItems,
  totalNetValue,
} from '../../../src/domain/cart-rules';
import { cartLine } from './cart-line-builder';

describe('mergeAddedLine', () => {
  it('replaces the quantity and ids of a line with the same PRODUCT_SALE_ELEMENT', () => {
    const lines = [cartLine({ pseId: 1, quantity: 2, title: 'Sofa' }), cartLine({ pseId: 2, quantity: 1 })];
    const added = cartLine({ pseId: 1, quantity: 5, cartId: 501, cartItemId: 950, title: 'ignored' });
    const merged = mergeAddedLine(lines, added);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ pseId: 1, quantity: 5, cartId: 501, cartItemId: 950, title: 'Sofa' });
    expect(merged[1]).toBe(lines[1]);
  });

  it('appends a new PRODUCT_SALE_ELEMENT without changing the input', () => {
    const lines = [cartLine({ pseId: 1 })];
    const merged = mergeAddedLine(lines, cartLine({ pseId: 3, quantity: 4 }));
    expect(merged.map((line) => [line.pseId, line.quantity])).toEqual([
      [1, 1],
      [3, 4],
    ]);
    expect(lines).toHaveLength(1);
  });
});

describe('planDecrease', () => {
  it.each([
    [1, 1, { kind: 'remove' }],
    [2, 1, { kind: 'update', quantity: 1 }],
    [5, 2, { kind: 'update', quantity: 3 }],
    [3, 3, { kind: 'remove' }],
    [3, 7, { kind: 'remove' }],
  ])('quantity %i decreased by %i → %j', (quantity, by, plan) => {
    expect(planDecrease(cartLine({ quantity }), by)).toEqual(plan);
  });
});

describe('planSetQuantity', () => {
  it.each([
    [0, { kind: 'remove' }],
    [-2, { kind: 'remove' }],
    [1, { kind: 'update', quantity: 1 }],
    [12, { kind: 'update', quantity: 12 }],
  ])('set %i → %j', (quantity, plan) => {
    expect(planSetQuantity(quantity)).toEqual(plan);
  });
});

describe('totals', () => {
  const lines = [
    cartLine({ pseId: 1, quantity: 2, unitNetPrice: 10.1 }),
    cartLine({ pseId: 2, quantity: 3, unitNetPrice: 20, promoNetPrice: 15, isPromo: true }),
    cartLine({ pseId: 3, quantity: 1, unitNetPrice: 0.2, promoNetPrice: 0.1, isPromo: false }),
  ];

  it('sums quantities', () => {
    expect(totalItems(lines)).toBe(6);
    expect(totalItems([])).toBe(0);
  });

  it('sums quantity × unit price, using the promo price only for promo lines', () => {
    expect(totalNetValue(lines)).toBe(65.4);
    expect(totalNetValue([])).toBe(0);
  });

  it('ignores a promo flag without a promo price', () => {
    expect(totalNetValue([cartLine({ quantity: 2, unitNetPrice: 7, isPromo: true, promoNetPrice: null })])).toBe(14);
  });
});

describe('cartIdFromLines', () => {
  it.each([
    ['first line', [cartLine({ cartId: 42 }), cartLine({ cartId: 43 })], 7, 42],
    ['stored when no lines', [], 7, 7],
    ['0 when nothing', [], null, 0],
    ['stored when the line holds junk', [cartLine({ cartId: 0 })], 7, 7],
    ['0 for a junk stored id', [], -3, 0],
  ])('%s', (_label, lines, stored, id) => {
    expect(cartIdFromLines(lines, stored)).toBe(id);
  });
});

describe('cart badge', () => {
  it.each([
    [0, '0', false],
    [7, '7', false],
    [99, '99', false],
    [100, '100', true],
    [999, '999', true],
    [1000, '1k', true],
    [1999, '1k', true],
    [12500, '12k', true],
    [-1, '0', false],
  ])('%i items → %s (small font %s)', (count, text, small) => {
    expect(cartBadgeText(count)).toBe(text);
    expect(cartBadgeIsSmall(count)).toBe(small);
  });
});
