import { EXPRESS_DATA_LIFE_MS, expressDataExpiry } from './token-timing';

/** Express-checkout data as stored under user_express_data: its fields plus its expiry (epoch ms). */
export type ExpressData = Readonly<Record<string, unknown>> & { readonly expiresAt: number };

export type ExpressDataProblem = 'unreadable' | 'no-expiry' | 'expired' | 'expiry-too-far';

export interface CheckedExpressData {
  data: ExpressData | null;
  /** Why stored data was refused; null when there was none or it is sound. */
  rejected: ExpressDataProblem | null;
}

/** New express data, living 30 minutes from now (section 4). */
export const newExpressData = (fields: Readonly<Record<string, unknown>>, now: number): ExpressData => ({
  ...fields,
  expiresAt: expressDataExpiry(now),
});

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Stored express data if it is still usable: a JSON object with a numeric expiresAt that lies in
 * the future but no further than one express-data life from now (a later one was not set here).
 */
export function checkExpressData(raw: string | null, now: number): CheckedExpressData {
  if (raw === null) return { data: null, rejected: null };
  const value = parseObject(raw);
  if (value === null) return { data: null, rejected: 'unreadable' };
  const expiresAt = value['expiresAt'];
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return { data: null, rejected: 'no-expiry' };
  if (now >= expiresAt) return { data: null, rejected: 'expired' };
  if (expiresAt - now > EXPRESS_DATA_LIFE_MS) return { data: null, rejected: 'expiry-too-far' };
  return { data: { ...value, expiresAt }, rejected: null };
}
