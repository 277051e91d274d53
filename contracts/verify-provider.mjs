#!/usr/bin/env node
// Provider verification for backend teams: replays the committed pact of one provider against
// a running API and reports every interaction that does not answer as the storefront expects.
//
//   PROVIDER=shop-api PROVIDER_BASE_URL=https://staging.example node contracts/verify-provider.mjs
//
// Environment:
//   PROVIDER             shop-api | fast-api | search-service (required)
//   PROVIDER_BASE_URL    origin of the running API; pact paths already start with /api/ (required)
//   PROVIDER_STATES_URL  optional: URL that sets up provider states. It receives
//                        POST { state, params, action: 'setup' | 'teardown' } before and after each
//                        interaction (see contracts/README.md for the state names).
//   PROVIDER_TOKEN       optional: bearer token sent instead of the consumer's example token; a value
//                        with a scheme ('Basic …', 'Bearer …') is sent as the whole Authorization header.
//   PACT_LOG_LEVEL       optional: trace | debug | info | warn | error (default warn).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';

const PROVIDERS = ['shop-api', 'fast-api', 'search-service'];
const provider = process.env.PROVIDER ?? '';
const baseUrl = process.env.PROVIDER_BASE_URL ?? '';
const statesUrl = process.env.PROVIDER_STATES_URL ?? '';
const token = process.env.PROVIDER_TOKEN ?? '';
const logLevel = process.env.PACT_LOG_LEVEL ?? 'warn';

function usage(message) {
  console.error(
    `${message}\n\nUsage: PROVIDER=shop-api|fast-api|search-service PROVIDER_BASE_URL=https://staging.example [PROVIDER_STATES_URL=…] [PROVIDER_TOKEN=…] node contracts/verify-provider.mjs`,
  );
  process.exit(2);
}

if (!PROVIDERS.includes(provider)) usage(`PROVIDER must be one of ${PROVIDERS.join(', ')} (got ${JSON.stringify(provider)}).`);
try {
  new URL(baseUrl);
} catch {
  usage(`PROVIDER_BASE_URL must be an absolute URL (got ${JSON.stringify(baseUrl)}).`);
}

const pactFile = fileURLToPath(new URL(`./pacts/storefront-${provider}.json`, import.meta.url));
if (!existsSync(pactFile))
  usage(`${pactFile} does not exist: the consumer tests write it (node_modules/.bin/vitest run --project contracts).`);

/** Every provider state the pact names, each forwarded to PROVIDER_STATES_URL when one is given. */
function stateHandlers() {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8'));
  const names = new Set();
  for (const interaction of pact.interactions ?? []) {
    for (const state of interaction.providerStates ?? []) names.add(state.name);
  }
  const forward = (state, action) => async (params) => {
    if (!statesUrl) return undefined;
    const response = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ state, params: params ?? {}, action }),
    });
    if (!response.ok) throw new Error(`state ${action} for "${state}" failed: HTTP ${response.status}`);
    const text = await response.text();
    try {
      const body = text ? JSON.parse(text) : undefined;
      return body && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
    } catch {
      return undefined;
    }
  };
  return Object.fromEntries(
    [...names].map((name) => [name, { setup: forward(name, 'setup'), teardown: forward(name, 'teardown') }]),
  );
}

const options = {
  provider,
  providerBaseUrl: baseUrl.replace(/\/+$/, ''),
  pactUrls: [pactFile],
  stateHandlers: stateHandlers(),
  logLevel,
  timeout: 60_000,
  ...(token
    ? {
        requestFilter: (req, _res, next) => {
          if (req.headers.authorization) req.headers.authorization = token.includes(' ') ? token : `Bearer ${token}`;
          next();
        },
      }
    : {}),
};

// An API that cannot be reached would leave the verifier waiting: say so and stop.
try {
  await fetch(options.providerBaseUrl, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  console.error(`Cannot reach ${options.providerBaseUrl} (${cause}): is the API running there?`);
  process.exit(2);
}

console.log(
  `Verifying ${pactFile} against ${options.providerBaseUrl}${statesUrl ? ` (states: ${statesUrl})` : ' (no PROVIDER_STATES_URL: the data must already be in place)'}`,
);
new Verifier(options)
  .verifyProvider()
  .then(() => {
    console.log(`\nstorefront ↔ ${provider}: all interactions verified.`);
  })
  .catch((error) => {
    const message = error instanceof Error ? error.message : String(error);
    const summary = /There were \d+ pact failures/.exec(message)?.[0] ?? message.slice(0, 300);
    console.error(`\nstorefront ↔ ${provider}: verification failed (${summary}). The report above lists each mismatch.`);
    process.exit(1);
  });
