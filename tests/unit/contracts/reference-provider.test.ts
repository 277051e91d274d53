import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, verifyProvider, type VerifyProviderResult } from '../../../contracts/verify/run-verification.mjs';
import { loginTokenOf } from '../../../scripts/fake-backend/login-token';
import { PROVIDERS, type Provider } from '../../../scripts/fake-backend/providers';
import type { BackendReply, BackendRequest } from '../../../scripts/fake-backend/route';
import { SEARCH_AUTHORIZATION } from '../../../scripts/fake-backend/search-service/search-settings';
import { startFakeBackend, type FakeBackend } from '../../../scripts/fake-backend/start-fake-backend';

// The verifier takes seconds per provider, more on a busy machine; the kit stops itself first.
const KIT_TIMEOUT_MS = 150_000;
const TEST_TIMEOUT_MS = 180_000;
const logDir = mkdtempSync(join(tmpdir(), 'reference-provider-'));

/** The shop and fast APIs take any shop token; the search service its own front credentials. */
const tokenOf = (provider: Provider): string => (provider === 'search-service' ? SEARCH_AUTHORIZATION : 'fake-backend-token');
/** Customer calls need the login token of the pacts' customer 77 (the fake backend reads its claims). */
const LOGIN_TOKEN = loginTokenOf(77, Math.floor(Date.now() / 1000) + 6 * 3600);

/** Runs the kit as a backend team would: the provider's URL, its states URL and its credentials. */
function runKit(backend: FakeBackend, provider: Provider, run: string): Promise<VerifyProviderResult> {
  const { url, statesUrl } = backend.providers[provider];
  return verifyProvider({
    provider,
    baseUrl: url,
    statesUrl,
    token: tokenOf(provider),
    loginToken: LOGIN_TOKEN,
    timeoutMs: KIT_TIMEOUT_MS,
    logFile: join(logDir, `${run}-${provider}.log`),
  });
}

/** The ✗ lines and the differences under them: on a failure they say what broke. */
const failingLines = (lines: readonly string[]): string[] => lines.filter((line) => /^(✗|\s)/.test(line));

/** The fast API's tag-manager answer with `tracking_code` renamed, as a careless backend change would. */
function renameTrackingCode(request: BackendRequest, reply: BackendReply): BackendReply {
  if (request.path !== '/api/google_tag_manager' || typeof reply.body !== 'object' || reply.body === null) return reply;
  const { tracking_code: code, ...rest } = reply.body as Record<string, unknown>;
  return { ...reply, body: { ...rest, trackingCode: code } };
}

// One backend for the runs, as `npm run fake-backend` serves them: the pacts' states share one data set.
describe('the verification kit against the reference provider (the fake backend)', () => {
  let backend: FakeBackend;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());

  it.each(PROVIDERS)(
    'passes every interaction of the %s pact',
    async (provider) => {
      const result = await runKit(backend, provider, 'reference');
      expect({ exitCode: result.exitCode, failing: failingLines(result.lines) }).toEqual({ exitCode: EXIT.passed, failing: [] });
      expect(result.passed).toBeGreaterThan(0);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('a deliberately broken reference provider', () => {
  let broken: FakeBackend;
  beforeAll(async () => {
    broken = await startFakeBackend({ transform: renameTrackingCode });
  });
  afterAll(() => broken.close());

  it(
    'fails the kit when one field of one answer is renamed, naming the interaction and the field',
    async () => {
      const result = await runKit(broken, 'fast-api', 'broken');
      expect(result.exitCode).toBe(EXIT.failed);
      expect(result.failed).toBeGreaterThanOrEqual(1);
      const failing = failingLines(result.lines);
      expect(failing).toContain(
        '✗ a request for the tag-manager tracking code — given the shop uses tag-manager container {containerId} {"containerId":"GTM-ABC123"}',
      );
      expect(failing.join('\n')).toMatch(/tracking_code/);
    },
    TEST_TIMEOUT_MS,
  );
});
