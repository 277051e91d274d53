import type { AuthToken } from '../../ports/model/customer';

export const TOKEN_LIFE_MS = 6 * 60 * 60 * 1000;
export const EXPRESS_DATA_LIFE_MS = 30 * 60 * 1000;

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
