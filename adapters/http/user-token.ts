import type { StoragePort } from '../../ports/storage-port';

/**
 * The login token stored under jwtToken (`{"token": "…", "expiresAt": <epoch ms>}`), or null
 * when none (or an unreadable one) is stored. An expired token is still sent: the server
 * answers 401, and that ends the session.
 */
export function storedLoginToken(storage: Pick<StoragePort, 'get'>): string | null {
  const raw = storage.get('jwtToken');
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token } = value as Record<string, unknown>;
    return typeof token === 'string' && token.trim() !== '' ? token : null;
  } catch {
    return null;
  }
}

/** User calls carry the login token; without one they go out with the shop token. */
export const userTokenOr =
  (storage: Pick<StoragePort, 'get'>, shopToken: () => string): (() => string) =>
  () =>
    storedLoginToken(storage) ?? shopToken();
