import { portError } from '../../ports/model/result';
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

/** Thrown for a user call asked for while no login token is stored (send catches it): it is not sent. */
export const LOGIN_REQUIRED = new Error('No login token');

/** What a user call answers without a login token, as the server would: 401. */
export const NO_LOGIN_TOKEN = portError('unauthorized', LOGIN_REQUIRED.message, 401);

/** The bearer of a user call: the stored login token, never the shop token (spec 6). */
export const loginToken =
  (storage: Pick<StoragePort, 'get'>): (() => string) =>
  () => {
    const token = storedLoginToken(storage);
    if (token === null) throw LOGIN_REQUIRED;
    return token;
  };

/** Calls a guest makes too (the order placed from a cart): the login token when stored, else the shop token. */
export const userTokenOr =
  (storage: Pick<StoragePort, 'get'>, shopToken: () => string): (() => string) =>
  () =>
    storedLoginToken(storage) ?? shopToken();
