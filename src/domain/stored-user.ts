import { isPlausibleEmail } from './email-address';

/** Longest e-mail address a mailbox can have (RFC 5321 path limit). */
export const MAX_IDENTIFIER_LENGTH = 254;
/** A positive whole number written plainly: no sign, exponent, fraction, spaces or leading zero. */
const PLAIN_ID = /^[1-9]\d{0,15}$/;

export interface StoredValue<T> {
  value: T | null;
  /** Something was stored but it is junk (to be removed). */
  rejected: boolean;
}

const absent = <T>(): StoredValue<T> => ({ value: null, rejected: false });
const junk = <T>(): StoredValue<T> => ({ value: null, rejected: true });

/** A stored customer or address id: a positive safe integer, nothing else. */
export function parseStoredId(raw: string | null): StoredValue<number> {
  if (raw === null) return absent();
  if (!PLAIN_ID.test(raw)) return junk();
  const id = Number(raw);
  return Number.isSafeInteger(id) ? { value: id, rejected: false } : junk();
}

/** The stored user identifier: the login e-mail address, as stored at login. */
export function parseStoredIdentifier(raw: string | null): StoredValue<string> {
  if (raw === null) return absent();
  return raw.length <= MAX_IDENTIFIER_LENGTH && isPlausibleEmail(raw) ? { value: raw, rejected: false } : junk();
}
