import { describe, expect, it } from 'vitest';
import { isLocalPickup, parseStoredPickup, storedPickupValue } from '../../../src/domain/local-pickup';

const CHOICE = { cartId: 12, pointId: 2, addressId: 7001, applied: false };

describe('the pickup kept for a cart (local_pickup)', () => {
  it('reads back what was stored', () => {
    expect(parseStoredPickup(storedPickupValue(CHOICE))).toEqual(CHOICE);
    expect(parseStoredPickup(storedPickupValue({ ...CHOICE, applied: true }))).toEqual({ ...CHOICE, applied: true });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{cartId:12'],
    ['a number', '12'],
    ['null', 'null'],
    ['no cart id', JSON.stringify({ ...CHOICE, cartId: undefined })],
    ['cart id 0', JSON.stringify({ ...CHOICE, cartId: 0 })],
    ['a cart id as text', JSON.stringify({ ...CHOICE, cartId: '12' })],
    ['a fractional point id', JSON.stringify({ ...CHOICE, pointId: 1.5 })],
    ['a negative address id', JSON.stringify({ ...CHOICE, addressId: -3 })],
    ['applied as text', JSON.stringify({ ...CHOICE, applied: 'false' })],
  ])('ignores junk: %s', (_label, raw) => {
    expect(parseStoredPickup(raw)).toBeNull();
  });
});

describe('the local-pickup delivery method', () => {
  it.each([
    ['localpickup', true],
    ['LocalPickup', true],
    [' localpickup ', true],
    ['customdelivery', false],
    ['local-pickup-express', false],
    ['', false],
  ])('code %j is local pickup: %s', (code, expected) => {
    expect(isLocalPickup({ code })).toBe(expected);
  });
});
