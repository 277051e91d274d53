/** A hit opens its own variant (pse id) when it has one. */
export const searchHitPath = (hit: { id: number; pseId: number | null }): string =>
  hit.pseId === null ? `/product/${hit.id}` : `/product/${hit.id}?pse=${hit.pseId}`;
