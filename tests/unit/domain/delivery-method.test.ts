import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../../../ports/model/checkout';
import { DEFAULT_DELIVERY_METHOD_ID, chooseDeliveryMethod } from '../../../src/domain/delivery-method';

const method = (id: number, position: number): DeliveryMethod => ({ id, position, title: `Method ${id}`, code: `m${id}` });

describe('chooseDeliveryMethod', () => {
  it('defaults to 77', () => {
    expect(DEFAULT_DELIVERY_METHOD_ID).toBe(77);
  });

  it.each([
    ['none stored: the default 77 is replaced by the lowest position', null, [method(77, 2), method(12, 1)], 12],
    ['none stored, 77 not active → lowest position', null, [method(12, 3), method(15, 1), method(18, 2)], 15],
    ['stored and active → kept', 18, [method(15, 1), method(18, 2)], 18],
    ['stored but missing → lowest position', 99, [method(18, 2), method(15, 1)], 15],
    ['tie in position → first listed', 99, [method(21, 1), method(22, 1)], 21],
    ['empty list keeps the stored id', 18, [], 18],
    ['empty list and nothing stored → 77', null, [], 77],
  ] as [string, number | null, DeliveryMethod[], number][])('%s', (_label, stored, active, id) => {
    expect(chooseDeliveryMethod(stored, active)).toBe(id);
  });
});
