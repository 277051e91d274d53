import { roundToCents } from './money-round';

/**
 * An order's total excluding VAT, derived from its charged gross total in one step and rounded once,
 * so that it times (1 + rate) gives the total back to the cent; summing lines and postage rounded
 * one by one drifts by a few cents.
 */
export function netOfGross(gross: number, taxRate: number): number {
  const rate = Number.isFinite(taxRate) && taxRate > 0 ? taxRate : 0;
  return roundToCents(gross / (1 + rate));
}
