import { describe, expect, it } from 'vitest';
import {
  CONTENT_LINKS_MAX,
  INFINITE_SCROLL_THRESHOLD_PX,
  SEARCH_CHUNK,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FIRST_LOAD,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  checkSearchTerm,
  searchPath,
  cappedTotal,
} from '../../../src/domain/search-term';

describe('search constants', () => {
  it.each([
    ['SEARCH_MIN_LENGTH', SEARCH_MIN_LENGTH, 4],
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, 300],
    ['SEARCH_CHUNK', SEARCH_CHUNK, 6],
    ['SEARCH_FIRST_LOAD', SEARCH_FIRST_LOAD, 5],
    ['CONTENT_LINKS_MAX', CONTENT_LINKS_MAX, 5],
    ['INFINITE_SCROLL_THRESHOLD_PX', INFINITE_SCROLL_THRESHOLD_PX, 1500],
  ])('%s is %i', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('checkSearchTerm', () => {
  it.each([
    ['sofa', 'sofa'],
    ['  lamp ', 'lamp'],
    ['velvet sofa', 'velvet sofa'],
  ])('accepts %j as %j', (term, trimmed) => {
    expect(checkSearchTerm(term)).toEqual({ ok: true, term: trimmed });
  });

  it.each([[''], ['a'], ['bed'], ['  rug  '], ['    ']])('rejects %j as too short', (term) => {
    expect(checkSearchTerm(term)).toEqual({ ok: false, reason: 'too-short' });
  });
});

describe('the term cap', () => {
  it('cuts a 10,000-character term to the cap', () => {
    const check = checkSearchTerm('a'.repeat(10_000));
    expect(check).toEqual({ ok: true, term: 'a'.repeat(SEARCH_MAX_LENGTH) });
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    const term = '🛋'.repeat(SEARCH_MAX_LENGTH + 5);
    const check = checkSearchTerm(term);
    expect(check.ok && Array.from(check.term)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(checkSearchTerm('🛋🛋🛋🛋')).toEqual({ ok: true, term: '🛋🛋🛋🛋' });
    expect(checkSearchTerm('🛋🛋🛋')).toEqual({ ok: false, reason: 'too-short' });
  });
});

describe('searchPath', () => {
  it('encodes the term and the category, so any text survives the URL', () => {
    expect(searchPath('sofa bed')).toBe('/search/sofa%20bed');
    expect(searchPath('"><img src=x>', 'Mese & scaune')).toBe('/search/%22%3E%3Cimg%20src%3Dx%3E?category=Mese%20%26%20scaune');
    expect(searchPath('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
  });
});

describe('cappedTotal', () => {
  it.each([
    [0, 0, false],
    [42, 42, false],
    [10000, 10000, false],
    [10001, 10000, true],
    [250000, 10000, true],
  ])('%i hits → %i, capped %s', (total, count, capped) => {
    expect(cappedTotal(total)).toEqual({ count, capped });
  });
});
