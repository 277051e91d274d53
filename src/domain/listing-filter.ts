export type ListingFilter =
  { kind: 'listing'; brandId: number; categoryId: number } | { kind: 'plain' } | { kind: 'malformed'; error: string };

const toId = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function parseListingFilter(postscriptum: string | null): ListingFilter {
  if (postscriptum === null || postscriptum.trim() === '') return { kind: 'plain' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(postscriptum);
  } catch (error) {
    return { kind: 'malformed', error: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'plain' };
  const fields = parsed as Record<string, unknown>;
  const brandId = toId(fields['brand_id']);
  const categoryId = toId(fields['category_id']);
  return brandId !== null && categoryId !== null ? { kind: 'listing', brandId, categoryId } : { kind: 'plain' };
}
