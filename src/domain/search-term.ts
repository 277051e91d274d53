export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_CHUNK = 6;
export const SEARCH_FIRST_LOAD = 5;
export const CONTENT_LINKS_MAX = 5;
export const INFINITE_SCROLL_THRESHOLD_PX = 1500;
export const TOTAL_HITS_CAP = 10_000;

export type SearchTermCheck = { ok: true; term: string } | { ok: false; reason: 'too-short' };

const SPECIAL_CHARACTERS = /[\\"'+\-&|!(){}[\]^~*?:/]/g;

export function checkSearchTerm(term: string): SearchTermCheck {
  const trimmed = term.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? { ok: true, term: trimmed } : { ok: false, reason: 'too-short' };
}

export const escapeSearchTerm = (term: string): string => term.replace(SPECIAL_CHARACTERS, (char) => `\\${char}`);

export const totalHitsLabel = (total: number): string => (total > TOTAL_HITS_CAP ? `${TOTAL_HITS_CAP}+` : String(total));
