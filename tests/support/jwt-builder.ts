import type { AuthToken } from '../../ports/model/customer';

const base64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** An unsigned JWT (header.payload.signature) with the given claims, as the shop's server shapes them. */
export const aJwt = (claims: Record<string, unknown>, signature = 'sig'): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.${signature}`;

/** The jwtToken value in storage: a JWT expiring at `expiresAt` (epoch ms), its exp claim in seconds. */
export const aStoredToken = (expiresAt: number, claims: Record<string, unknown> = {}): string =>
  JSON.stringify({ token: aJwt({ sub: 501, exp: Math.floor(expiresAt / 1000), ...claims }), expiresAt } satisfies AuthToken);

/** A stored token whose JWT part is replaced (tampering, junk). */
export const aStoredTokenWith = (token: string, expiresAt: number): string =>
  JSON.stringify({ token, expiresAt } satisfies AuthToken);

export { base64Url };

/** A sound stored login token for the test clock's day (TEST_NOW, 2026-11-21): the user state counts only with one. */
export const aLoginOfTheTestDay = (): string => aStoredToken(Date.UTC(2026, 10, 21, 15, 0, 0));
