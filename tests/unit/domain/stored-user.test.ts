import { describe, expect, it } from 'vitest';
import { parseStoredId, parseStoredIdentifier } from '../../../src/domain/stored-user';

describe('parseStoredId', () => {
  it.each([
    ['501', 501],
    ['1', 1],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %j', (raw, id) => {
    expect(parseStoredId(raw)).toEqual({ value: id, rejected: false });
  });

  it('has nothing for a missing key', () => {
    expect(parseStoredId(null)).toEqual({ value: null, rejected: false });
  });

  it.each([
    [''],
    ['abc'],
    ['-1'],
    ['0'],
    ['1.5'],
    ['1e3'],
    ['0x1F'],
    [' 7'],
    ['07'],
    ['{}'],
    ['null'],
    ['undefined'],
    ['Infinity'],
    ['9007199254740993'],
    ['9'.repeat(5000)],
  ])('rejects %j', (raw) => {
    expect(parseStoredId(raw)).toEqual({ value: null, rejected: true });
  });
});

describe('parseStoredIdentifier', () => {
  it.each([['anna.popescu@example.com'], ['office@mobila-company.example.com']])('reads %j', (raw) => {
    expect(parseStoredIdentifier(raw)).toEqual({ value: raw, rejected: false });
  });

  it('has nothing for a missing key', () => {
    expect(parseStoredIdentifier(null)).toEqual({ value: null, rejected: false });
  });

  it.each([
    [''],
    ['anna'],
    ['null'],
    ['{}'],
    ['{"email":"anna@example.com"}'],
    [' anna@example.com'],
    ['anna@example'],
    ['<script>@example.com'],
    [`${'a'.repeat(250)}@example.com`],
    ['x'.repeat(5000)],
  ])('rejects %j', (raw) => {
    expect(parseStoredIdentifier(raw)).toEqual({ value: null, rejected: true });
  });
});
