export interface AdjustedQuantity {
  quantity: number;
  adjusted: boolean;
}

export function adjustToMultiple(quantity: number, multiple: number): AdjustedQuantity {
  const step = Number.isSafeInteger(multiple) && multiple >= 1 ? multiple : 1;
  const wanted = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  const result = Math.max(step, Math.ceil(wanted / step) * step);
  return { quantity: result, adjusted: result !== quantity };
}
