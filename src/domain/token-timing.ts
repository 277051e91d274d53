import type { AuthToken } from '../../ports/model/customer';
import { jwtExpiry } from './jwt-expiry';

export const TOKEN_LIFE_MS = 6 * 60 * 60 * 1000;
export const EXPRESS_DATA_LIFE_MS = 30 * 60 * 1000;
/** How far the stored expiresAt may stray from the token's own exp claim (seconds vs milliseconds, clock skew). */
export const TOKEN_EXPIRY_TOLERANCE_MS = 60 * 1000;

export const tokenExpiry = (issuedAt: number): number => issuedAt + TOKEN_LIFE_MS;

export const expressDataExpiry = (savedAt: number): number => savedAt + EXPRESS_DATA_LIFE_MS;

export const refreshDelay = (token: AuthToken, now: number): number => Math.max(0, token.expiresAt - TOKEN_LIFE_MS / 3 - now);

export const isExpired = (token: AuthToken, now: number): boolean => now >= token.expiresAt;

export function parseStoredToken(raw: string | null): AuthToken | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, expiresAt } = value as Record<string, unknown>;
    return typeof token === 'string' && token !== '' && typeof expiresAt === 'number' && Number.isFinite(expiresAt)
      ? { token, expiresAt }
      : null;
  } catch {
    return null;
  }
}

export type StoredTokenProblem = 'unreadable' | 'not-a-jwt' | 'expired' | 'expiry-mismatch';

export interface CheckedToken {
  token: AuthToken | null;
  /** Why a stored token was refused; null when there was none or it is sound. */
  rejected: StoredTokenProblem | null;
}

/**
 * The stored login token, if it can still be used: a JWT with an exp claim, not expired by the
 * clock, whose stored expiresAt agrees with exp within the tolerance.
 */
export function checkStoredToken(raw: string | null, now: number): CheckedToken {
  if (raw === null) return { token: null, rejected: null };
  const token = parseStoredToken(raw);
  if (token === null) return { token: null, rejected: 'unreadable' };
  const exp = jwtExpiry(token.token);
  if (exp === null) return { token: null, rejected: 'not-a-jwt' };
  if (Math.abs(exp - token.expiresAt) > TOKEN_EXPIRY_TOLERANCE_MS) return { token: null, rejected: 'expiry-mismatch' };
  if (isExpired(token, now) || now >= exp) return { token: null, rejected: 'expired' };
  return { token, rejected: null };
}
