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
import { aCartLine } from '../../support/cart-line-builder';

describe('mergeAddedLine', () => {
  it('replaces the quantity and ids of a line with the same PRODUCT_SALE_ELEMENT', () => {
    const lines = [aCartLine().forPse(1).withQuantity(2).titled('Sofa').build(), aCartLine().forPse(2).build()];
    const added = aCartLine().forPse(1).withQuantity(5).inCart(501, 950).titled('ignored').build();
    const merged = mergeAddedLine(lines, added);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ pseId: 1, quantity: 5, cartId: 501, cartItemId: 950, title: 'Sofa' });
    expect(merged[1]).toBe(lines[1]);
  });

  it('appends a new PRODUCT_SALE_ELEMENT without changing the input', () => {
    const lines = [aCartLine().forPse(1).build()];
    const merged = mergeAddedLine(lines, aCartLine().forPse(3).withQuantity(4).build());
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
    expect(planDecrease(aCartLine().withQuantity(quantity).build(), by)).toEqual(plan);
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
    aCartLine().forPse(1).withQuantity(2).withNetPrice(10.1).build(),
    aCartLine().forPse(2).withQuantity(3).withNetPrice(20).onPromotionAt(15).build(),
    { ...aCartLine().forPse(3).withNetPrice(0.2).build(), promoNetPrice: 0.1 },
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
    expect(totalNetValue([{ ...aCartLine().withQuantity(2).withNetPrice(7).build(), isPromo: true }])).toBe(14);
  });
});

describe('cartIdFromLines', () => {
  it.each([
    ['first line', [aCartLine().inCart(42).build(), aCartLine().inCart(43).build()], 7, 42],
    ['stored when no lines', [], 7, 7],
    ['0 when nothing', [], null, 0],
    ['stored when the line holds junk', [aCartLine().inCart(0).build()], 7, 7],
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
