/**
 * The Authorization header the kit sends instead of the pact's example: a bare token is a
 * bearer token; a value that names its scheme ('Basic …', 'Bearer …') is sent unchanged.
 */
export function authorizationHeader(token) {
  const value = token.trim();
  return /^\S+\s+\S/.test(value) ? value : `Bearer ${value}`;
}
