/** Longer than any token the shop issues; anything bigger is not decoded at all. */
const MAX_JWT_LENGTH = 8192;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const SIGNATURE = /^[A-Za-z0-9_-]*$/;

type Claims = Readonly<Record<string, unknown>>;

function decodeSegment(segment: string): Claims | null {
  if (!SEGMENT.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a JWT (header.payload.signature, base64url JSON objects), or null for anything
 * else. The signature is not checked: that is the server's job; the claims only steer display
 * and timing.
 */
export function readJwtClaims(token: string): Claims | null {
  if (token.length > MAX_JWT_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!SIGNATURE.test(signature) || decodeSegment(header) === null) return null;
  return decodeSegment(payload);
}

/** The `exp` claim of a JWT in epoch milliseconds; null unless it decodes and exp is a finite number. */
export function jwtExpiry(token: string): number | null {
  const exp = readJwtClaims(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
