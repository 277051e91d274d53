// The providers the kit verifies: one committed pact file per provider, named
// storefront-<provider>.json in contracts/pacts/. A new provider needs only its pact file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'storefront';
export const PACT_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

const PACT_FILE = new RegExp(`^${CONSUMER}-(.+)\\.json$`);

/** The providers that have a pact file in `pactDir`, sorted. */
export function knownProviders(pactDir = PACT_DIR) {
  if (!existsSync(pactDir)) return [];
  return readdirSync(pactDir)
    .map((name) => PACT_FILE.exec(name)?.[1])
    .filter((provider) => provider !== undefined)
    .sort();
}

export const pactFileOf = (provider, pactDir = PACT_DIR) => join(pactDir, `${CONSUMER}-${provider}.json`);
