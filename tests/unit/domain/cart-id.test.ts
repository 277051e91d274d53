import { describe, expect, it } from 'vitest';
import { isOutcomePath, keepCartIdOnClear, parseCartId, pickCartId } from '../../../src/domain/cart-id';

describe('parseCartId', () => {
  it.each([
    [1, 1],
    [42, 42],
    ['42', 42],
    [' 42 ', 42],
    ['007', 7],
  ])('accepts %j as %i', (raw, id) => {
    expect(parseCartId(raw)).toEqual({ id, rejected: false });
  });

  it.each([
    [0],
    ['0'],
    ['null'],
    ['undefined'],
    [''],
    ['abc'],
    ['12abc'],
    [-4],
    ['-4'],
    [1.5],
    ['1.5'],
    ['1e3'],
    [Number.NaN],
    [Number.MAX_SAFE_INTEGER + 2],
    [true],
    [{}],
  ])('rejects junk %j', (raw) => {
    expect(parseCartId(raw)).toEqual({ id: null, rejected: true });
  });

  it.each([[null], [undefined]])('treats %j as absent, not rejected', (raw) => {
    expect(parseCartId(raw)).toEqual({ id: null, rejected: false });
  });
});

describe('pickCartId', () => {
  it.each([
    ['URL first on an outcome page', { urlValue: '11', onOutcomePage: true, storeValue: 22, storedValue: '33' }, 11, []],
    ['URL ignored elsewhere', { urlValue: '11', onOutcomePage: false, storeValue: 22, storedValue: '33' }, 22, []],
    [
      'junk URL ignored off outcome pages',
      { urlValue: 'null', onOutcomePage: false, storeValue: null, storedValue: '33' },
      33,
      [],
    ],
    ['store before storage', { urlValue: null, onOutcomePage: true, storeValue: 22, storedValue: '33' }, 22, []],
    ['storage last', { urlValue: null, onOutcomePage: true, storeValue: null, storedValue: '33' }, 33, []],
    [
      'junk URL falls through and is reported',
      { urlValue: 'undefined', onOutcomePage: true, storeValue: 0, storedValue: '33' },
      33,
      ['url', 'store'],
    ],
    [
      'junk storage reported even when the store wins',
      { urlValue: null, onOutcomePage: false, storeValue: 22, storedValue: 'null' },
      22,
      ['storage'],
    ],
    ['nothing at all', { urlValue: null, onOutcomePage: false, storeValue: null, storedValue: null }, null, []],
  ] as const)('%s', (_label, candidates, id, rejected) => {
    expect(pickCartId(candidates)).toEqual({ id, rejectedSources: rejected });
  });
});

describe('outcome pages', () => {
  it.each([
    ['/order-placed', true],
    ['/order-failed', true],
    ['/order-placed/', true],
    ['/checkout', false],
    ['/cart', false],
    ['/order-placed-x', false],
    ['/', false],
  ])('%s → %s', (path, outcome) => {
    expect(isOutcomePath(path)).toBe(outcome);
    expect(keepCartIdOnClear(path)).toBe(outcome);
  });
});
