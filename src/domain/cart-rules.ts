import type { CartLine } from '../../ports/model/cart';
import { roundToCents } from './money-round';

export type QuantityPlan = { kind: 'remove' } | { kind: 'update'; quantity: number };

export function mergeAddedLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (!lines.some((existing) => existing.pseId === line.pseId)) return [...lines, line];
  return lines.map((existing) =>
    existing.pseId === line.pseId
      ? { ...existing, quantity: line.quantity, cartId: line.cartId, cartItemId: line.cartItemId }
      : existing,
  );
}

export function planDecrease(line: Pick<CartLine, 'quantity'>, by: number): QuantityPlan {
  const remaining = line.quantity - by;
  return remaining < 1 ? { kind: 'remove' } : { kind: 'update', quantity: remaining };
}

export function planSetQuantity(quantity: number): QuantityPlan {
  return quantity <= 0 ? { kind: 'remove' } : { kind: 'update', quantity };
}

export const totalItems = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

export const effectiveUnitNetPrice = (line: CartLine): number =>
  line.isPromo && line.promoNetPrice !== null ? line.promoNetPrice : line.unitNetPrice;

export const totalNetValue = (lines: readonly CartLine[]): number =>
  roundToCents(lines.reduce((sum, line) => sum + line.quantity * effectiveUnitNetPrice(line), 0));

const isCartId = (id: number | null | undefined): id is number =>
  id !== null && id !== undefined && Number.isSafeInteger(id) && id > 0;

export function cartIdFromLines(lines: readonly CartLine[], storedId: number | null): number {
  const fromLine = lines[0]?.cartId;
  if (isCartId(fromLine)) return fromLine;
  return isCartId(storedId) ? storedId : 0;
}

export function cartBadgeText(count: number): string {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return items < 1000 ? String(items) : `${Math.floor(items / 1000)}k`;
}

export const cartBadgeIsSmall = (count: number): boolean => count > 99;
