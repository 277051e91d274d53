export const STOCK_BADGE_THRESHOLD = 10;

export type StockBadge = { kind: 'count'; count: number } | { kind: 'in-stock'; wording: 'romania' | 'default' };

export function sanitiseStock(stock: unknown): number {
  const value = typeof stock === 'number' ? stock : typeof stock === 'string' && stock.trim() !== '' ? Number(stock) : NaN;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function stockBadge(stock: unknown, countryIso: string): StockBadge {
  const count = sanitiseStock(stock);
  if (count < STOCK_BADGE_THRESHOLD) return { kind: 'count', count };
  return { kind: 'in-stock', wording: countryIso.toUpperCase() === 'RO' ? 'romania' : 'default' };
}
