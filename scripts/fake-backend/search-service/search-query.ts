/**
 * The search service's query syntax (openapi/search-service.yaml, `q`): words are runs of letters,
 * marks and digits, and every other character separates them (a backslash too: there is no escape
 * character). `"` opens and closes a phrase (an unclosed one runs to the end); a `-` that starts a
 * word outside a phrase excludes that word.
 */
export interface SearchQueryText {
  words: string[];
  phrases: string[][];
  excluded: string[];
}

const PIECE = /"|(?<![\p{L}\p{M}\p{N}])-(?=[\p{L}\p{M}\p{N}])|[\p{L}\p{M}\p{N}]+/gu;

export function parseSearchQuery(q: string): SearchQueryText {
  const parsed: SearchQueryText = { words: [], phrases: [], excluded: [] };
  let phrase: string[] | null = null;
  let exclude = false;
  for (const [piece] of q.matchAll(PIECE)) {
    if (piece === '"') {
      if (phrase !== null && phrase.length > 0) parsed.phrases.push(phrase);
      phrase = phrase === null ? [] : null;
    } else if (piece === '-') {
      exclude = phrase === null;
    } else {
      (phrase ?? (exclude ? parsed.excluded : parsed.words)).push(piece);
      exclude = false;
    }
  }
  if (phrase !== null && phrase.length > 0) parsed.phrases.push(phrase);
  return parsed;
}
