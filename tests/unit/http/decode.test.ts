import { describe, expect, it } from 'vitest';
import {
  array,
  decode,
  flag,
  integer,
  integerLike,
  literal,
  messageOf,
  nullable,
  number,
  object,
  optional,
  string,
  withDefault,
} from '../../../adapters/http/decode';

describe('decoders', () => {
  const dto = object({
    id: integer,
    title: string,
    visible: flag,
    price: nullable(number),
    tags: withDefault(array(string), []),
  });

  it('returns the typed value and ignores fields it does not read', () => {
    const result = decode(dto, { id: 1, title: 'Sofa', visible: 1, price: null, extra: { any: 'thing' } }, 'x');
    expect(result).toEqual({ ok: true, value: { id: 1, title: 'Sofa', visible: true, price: null, tags: [] } });
  });

  it.each([
    [{ id: '1', title: 'Sofa', visible: 1 }, 'id: expected integer, got string "1"'],
    [{ id: 1.5, title: 'Sofa', visible: 1 }, 'id: expected integer'],
    [{ id: 1, title: null, visible: 1 }, 'title: expected string, got null'],
    [{ id: 1, title: 'Sofa', visible: true }, 'visible: expected 0 or 1, got boolean true'],
    [{ id: 1, title: 'Sofa', visible: 2 }, 'visible: expected 0 or 1, got number 2'],
    [{ id: 1, title: 'Sofa', visible: 0, tags: ['a', 3] }, 'tags[1]: expected string, got number 3'],
    [[], '(root): expected object, got array'],
    ['<html>', '(root): expected object, got string'],
  ])('turns %j into an invalid-response failure naming the field', (value, message) => {
    const result = decode(dto, value, 'product');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalid-response');
      expect(result.error.message).toContain(message);
    }
  });

  it('reads 0/1 flags as booleans', () => {
    expect(decode(flag, 0, 'f')).toEqual({ ok: true, value: false });
    expect(decode(flag, 1, 'f')).toEqual({ ok: true, value: true });
    expect(decode(flag, '1', 'f').ok).toBe(false);
  });

  it('rejects NaN and Infinity as numbers', () => {
    expect(decode(number, Number.NaN, 'n').ok).toBe(false);
    expect(decode(number, Number.POSITIVE_INFINITY, 'n').ok).toBe(false);
  });

  it('reads a port given as a numeric string', () => {
    expect(decode(integerLike, '7700', 'p')).toEqual({ ok: true, value: 7700 });
    expect(decode(integerLike, '77a', 'p').ok).toBe(false);
  });

  it('keeps optional and literal strict', () => {
    expect(decode(optional(string), undefined, 'o')).toEqual({ ok: true, value: undefined });
    expect(decode(optional(string), null, 'o').ok).toBe(false);
    expect(decode(literal('product', 'category'), 'brand', 'l').ok).toBe(false);
  });

  it('finds a message in error bodies', () => {
    expect(messageOf({ status_code: 404, status: 'error', message: 'Cart not found' })).toBe('Cart not found');
    expect(messageOf({ error: 'Not found' })).toBe('Not found');
    expect(messageOf('Bad Gateway')).toBe('Bad Gateway');
    expect(messageOf({ message: 3 })).toBeNull();
    expect(messageOf(undefined)).toBeNull();
  });
});
