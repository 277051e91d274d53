/** An id from the URL (a path segment or query value): a positive whole number, else undefined. */
export function parseRouteId(raw: string | null | undefined): number | undefined {
  if (raw === undefined || raw === null || !/^\d{1,12}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
