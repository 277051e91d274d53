import { parseEmbeddedJson } from '../../ports/model/embedded-json';

export type ListingFilter =
  { kind: 'listing'; brandId: number; categoryId: number } | { kind: 'plain' } | { kind: 'malformed'; error: string };

const toId = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function parseListingFilter(postscriptum: string | null): ListingFilter {
  if (postscriptum === null || postscriptum.trim() === '') return { kind: 'plain' };
  const json = parseEmbeddedJson(postscriptum);
  if (!json.ok) return { kind: 'malformed', error: json.error };
  const parsed = json.value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'plain' };
  const fields = parsed as Record<string, unknown>;
  const brandId = toId(fields['brand_id']);
  const categoryId = toId(fields['category_id']);
  return brandId !== null && categoryId !== null ? { kind: 'listing', brandId, categoryId } : { kind: 'plain' };
}
