import { readFileSync } from 'node:fs';

/** The example login token of customer 77 (contracts/pact-support.ts): --login-token replaces it. */
export const EXAMPLE_LOGIN_AUTHORIZATION = 'Bearer customer-77-jwt';

/**
 * The consumer's example Authorization values in a pact file: the ones the kit replaces with the
 * given token. A header a provider state supplies (an expired token, refused credentials) is left
 * as the state gives it.
 */
export function exampleAuthorizations(pactFile) {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8'));
  const values = new Set();
  for (const { request } of pact.interactions ?? []) {
    const headers = Object.entries(request?.headers ?? {});
    const [name, value] = headers.find(([key]) => key.toLowerCase() === 'authorization') ?? [];
    const generated = Object.keys(request?.generators?.header ?? {}).some((key) => key.toLowerCase() === 'authorization');
    if (name !== undefined && !generated) values.add(Array.isArray(value) ? value[0] : value);
  }
  return values;
}
