export interface ParsedTaxRate {
  rate: number;
  fallback: boolean;
}

const LEADING_PERCENT = /^\s*(\d+(?:[.,]\d+)?)\s*%/;

const isRate = (rate: number): boolean => Number.isFinite(rate) && rate >= 0 && rate <= 1;

export function parseTaxRate(taxTitle: unknown, fallbackRate: number): ParsedTaxRate {
  const fallback = { rate: isRate(fallbackRate) ? fallbackRate : 0, fallback: true };
  if (typeof taxTitle !== 'string') return fallback;
  const digits = LEADING_PERCENT.exec(taxTitle)?.[1];
  if (digits === undefined) return fallback;
  const rate = Number(digits.replace(',', '.')) / 100;
  return isRate(rate) ? { rate, fallback: false } : fallback;
}
