import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../../scripts/fake-backend/search-service/search-query';

describe("the search service's query syntax", () => {
  it.each([
    ['vindobona', ['vindobona']],
    ['(vindobona+[', ['vindobona']],
    ['\\(vindobona\\+\\[', ['vindobona']],
    ['a&&b||c!d~e^f*g?h:i/j{k}l', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']],
    ['Masă 2-seater', ['Masă', '2', 'seater']],
  ])('takes every character but letters, marks and digits as a separator: %j', (q, words) => {
    expect(parseSearchQuery(q)).toEqual({ words, phrases: [], excluded: [] });
  });

  it('excludes a word a minus starts, never one a minus joins', () => {
    expect(parseSearchQuery('sofa -blue (-red) sofa-bed - x')).toEqual({
      words: ['sofa', 'sofa', 'bed', 'x'],
      phrases: [],
      excluded: ['blue', 'red'],
    });
  });

  it('reads quoted words as a phrase, an unclosed quote running to the end, with no exclusion inside', () => {
    expect(parseSearchQuery('"corner sofa" grey "-blue bed')).toEqual({
      words: ['grey'],
      phrases: [
        ['corner', 'sofa'],
        ['blue', 'bed'],
      ],
      excluded: [],
    });
    expect(parseSearchQuery('"" ""')).toEqual({ words: [], phrases: [], excluded: [] });
  });
});
