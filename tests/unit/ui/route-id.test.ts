import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../../src/shared/route-id';

describe('an id from the URL', () => {
  it.each([
    ['2021', 2021],
    ['000123', 123],
    ['999999999999', 999999999999],
  ])('%s is the id %d', (raw, id) => expect(parseRouteId(raw)).toBe(id));

  it.each([undefined, null, '', '0', '-5', '12.5', '0x10', '1e3', ' 7', '1234567890123'])('%s is no id', (raw) =>
    expect(parseRouteId(raw)).toBeUndefined(),
  );
});
