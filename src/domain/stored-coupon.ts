export interface StoredCoupon {
  code: string;
  discount: number;
}

/** The kept coupon, or null for none or junk (no code, or a discount that is not an amount). */
export function parseStoredCoupon(code: string | null, discount: string | null): StoredCoupon | null {
  if (code === null || code.trim() === '') return null;
  const value = discount === null ? 0 : Number(discount);
  return Number.isFinite(value) && value >= 0 && discount?.trim() !== '' ? { code, discount: value } : null;
}
