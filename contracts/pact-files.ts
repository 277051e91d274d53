import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'storefront';
export const PROVIDERS = ['shop-api', 'fast-api', 'search-service', 'review-service'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const PACT_DIR = fileURLToPath(new URL('./pacts/', import.meta.url));

/** The pact file of a provider: every test file of that provider adds its interactions to it. */
export const pactFile = (provider: Provider): string => `${PACT_DIR}${CONSUMER}-${provider}.json`;

/**
 * PactV3 merges the interactions of each passing test into the existing pact file, so the
 * contracts project's global setup (pact-global-setup.ts) removes the files once per run.
 */
export function removePactFile(provider: Provider): void {
  rmSync(pactFile(provider), { force: true });
}
