import { replyError, type BackendReply, type BackendRequest } from './route';

/**
 * Who a request speaks for: the shop (the static shop token, which the fakes trust with any ids)
 * or the customer of a login token. The fake customers issue unsigned JWTs (`header.payload.fake`,
 * claims `sub` and `exp`); the real API checks a signature, this one only the claims.
 */
export type Caller = { kind: 'shop' } | { kind: 'customer'; customerId: number };

const bearerOf = (authorization: string | null): string => /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';

function claimsOf(token: string): { sub: number; exp: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, exp } = claims as Record<string, unknown>;
    return typeof sub === 'number' && typeof exp === 'number' ? { sub, exp } : null;
  } catch {
    return null;
  }
}

/** The caller, or the 401 the API answers for an expired login token (which ends the storefront's session). */
export function callerOf(request: Pick<BackendRequest, 'authorization'>, now: number): Caller | BackendReply {
  const claims = claimsOf(bearerOf(request.authorization));
  if (claims === null) return { kind: 'shop' };
  if (claims.exp * 1000 <= now) return replyError(401, 'Token expired');
  return { kind: 'customer', customerId: claims.sub };
}

/** A customer's data needs that customer's login token (spec 6): the shop token acts for no customer. */
export const mayActFor = (caller: Caller, customerId: number | null): boolean =>
  caller.kind === 'customer' && caller.customerId === customerId;

/** The 401 for a customer's data asked for with the shop token, or with another customer's login token. */
export const notYours = (): BackendReply => replyError(401, 'Token does not match the customer');

/** A login token of the customer in the form the fake customers issue, expiring at `exp` (Unix seconds). */
export function loginTokenOf(customerId: number, exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: customerId, iat: exp - 3600, exp })}.fake`;
}

/** A login token of the customer that expired a minute before `now`. */
export const expiredTokenOf = (customerId: number, now: number): string => loginTokenOf(customerId, Math.floor(now / 1000) - 60);
