export interface ParsedCartId {
  id: number | null;
  rejected: boolean;
}

export type CartIdSource = 'url' | 'store' | 'storage';

export interface CartIdCandidates {
  urlValue: unknown;
  onOutcomePage: boolean;
  storeValue: unknown;
  storedValue: unknown;
}

export interface PickedCartId {
  id: number | null;
  /** Every consulted source holding junk, even when a later source wins. */
  rejectedSources: CartIdSource[];
}

const DIGITS = /^\d+$/;
const OUTCOME_PATHS = ['/order-placed', '/order-failed'];

const positive = (value: number): ParsedCartId =>
  Number.isSafeInteger(value) && value > 0 ? { id: value, rejected: false } : { id: null, rejected: true };

export function parseCartId(raw: unknown): ParsedCartId {
  if (raw === null || raw === undefined) return { id: null, rejected: false };
  if (typeof raw === 'number') return positive(raw);
  if (typeof raw === 'string' && DIGITS.test(raw.trim())) return positive(Number(raw.trim()));
  return { id: null, rejected: true };
}

export function pickCartId({ urlValue, onOutcomePage, storeValue, storedValue }: CartIdCandidates): PickedCartId {
  const sources: [CartIdSource, unknown][] = [
    ...(onOutcomePage ? [['url', urlValue] as [CartIdSource, unknown]] : []),
    ['store', storeValue],
    ['storage', storedValue],
  ];
  let id: number | null = null;
  const rejectedSources: CartIdSource[] = [];
  for (const [source, value] of sources) {
    const parsed = parseCartId(value);
    if (parsed.rejected) rejectedSources.push(source);
    id ??= parsed.id;
  }
  return { id, rejectedSources };
}

export const isOutcomePath = (pathname: string): boolean => OUTCOME_PATHS.includes(pathname.replace(/\/+$/, ''));

export const keepCartIdOnClear = (pathname: string): boolean => isOutcomePath(pathname);
