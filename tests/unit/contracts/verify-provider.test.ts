import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkReachable } from '../../../contracts/verify/check-reachable.mjs';
import { EXIT, verifyProvider, type VerifyProviderOptions } from '../../../contracts/verify/run-verification.mjs';
import { aClosedPort, DEMO_PROVIDER, givenAProvider, type RunningProvider } from '../../support/given-a-provider';

const SLOW = 15_000;
let provider: RunningProvider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

/** Runs the kit against the demo provider, with usage tracking not set by the user. */
function verify(running: RunningProvider, options: Partial<VerifyProviderOptions> = {}) {
  const { PACT_DO_NOT_TRACK: _tracking, ...env } = process.env;
  return verifyProvider({
    provider: DEMO_PROVIDER,
    baseUrl: running.baseUrl,
    statesUrl: running.statesUrl,
    pactDir: running.pactDir,
    logFile: join(running.pactDir, 'pact.log'),
    env,
    ...options,
  });
}

describe('the kit checks that the provider answers', () => {
  it('says in one line that nothing answers at a closed port, and exits non-zero at once', async () => {
    const baseUrl = `http://127.0.0.1:${await aClosedPort()}`;
    const started = performance.now();
    const result = await verifyProvider({ provider: 'shop-api', baseUrl });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.exitCode).toBe(EXIT.unreachable);
    expect(result.lines).toEqual([`Cannot reach shop-api at ${baseUrl} (ECONNREFUSED): is it running there?`]);
  });

  it('counts any HTTP status as an answer', async () => {
    provider = await givenAProvider();
    expect(await checkReachable(`${provider.baseUrl}/nothing-here`)).toEqual({ ok: true });
  });

  it('checks the states URL too', async () => {
    provider = await givenAProvider();
    const statesUrl = `http://127.0.0.1:${await aClosedPort()}/_states`;
    const result = await verify(provider, { statesUrl });
    expect(result.exitCode).toBe(EXIT.unreachable);
    expect(result.lines).toEqual([`Cannot reach the states URL at ${statesUrl} (ECONNREFUSED): is it running there?`]);
  });
});

describe('the kit verifies a running provider against its pact', () => {
  it(
    'passes a provider that answers as the pact expects: one line per interaction and a summary',
    async () => {
      provider = await givenAProvider();
      const result = await verify(provider, { token: 'real-token' });
      expect(result.exitCode).toBe(EXIT.passed);
      expect(result).toMatchObject({ passed: 2, failed: 0 });
      expect(result.lines.slice(1)).toEqual([
        '✓ a request for product 1001 — given a product with id {productId} exists {"productId":1001}',
        '✓ a request for the store info',
        `storefront ↔ ${DEMO_PROVIDER}: 2 passed, 0 failed`,
        `Pact's own output: ${result.logFile}`,
      ]);
      expect(result.lines[0]).toMatch(/^Verifying the pacts of storefront \d+\.\d+\.\d+(\+\w+)? against demo-api at http/);
      // The token replaces the pact's example where the pact sends an Authorization header.
      expect(provider.authorizations).toEqual(['Bearer real-token', undefined]);
      expect(provider.stateCalls).toContainEqual({
        state: 'a product with id {productId} exists',
        params: { productId: 1001 },
        action: 'setup',
      });
      expect(provider.stateCalls).toContainEqual({
        state: 'a product with id {productId} exists',
        params: { productId: 1001 },
        action: 'teardown',
      });
      expect(readFileSync(result.logFile, 'utf8')).toContain('PACT_DO_NOT_TRACK=true');
    },
    SLOW,
  );

  it(
    'fails a provider that renamed one field, naming the interaction and the missing field',
    async () => {
      provider = await givenAProvider({ renamesAField: true });
      const result = await verify(provider);
      expect(result.exitCode).toBe(EXIT.failed);
      expect(result).toMatchObject({ passed: 1, failed: 1 });
      expect(result.lines).toContain(
        '✗ a request for product 1001 — given a product with id {productId} exists {"productId":1001}',
      );
      expect(result.lines).toContain('    $: Actual map is missing the following keys: title');
      expect(result.lines).toContain(`storefront ↔ ${DEMO_PROVIDER}: 1 passed, 1 failed — verification failed`);
    },
    SLOW,
  );

  it(
    'names the status when the provider answers another one',
    async () => {
      provider = await givenAProvider({ missesTheStoreInfo: true });
      const result = await verify(provider);
      expect(result.exitCode).toBe(EXIT.failed);
      expect(result.lines).toContain('✗ a request for the store info');
      expect(result.lines).toContain('    status: expected 200 but was 404');
    },
    SLOW,
  );

  it(
    'stops a verifier that does not finish in time, and says so',
    async () => {
      provider = await givenAProvider({ hangs: true });
      const result = await verify(provider, { timeoutMs: 2000 });
      expect(result.exitCode).toBe(EXIT.stopped);
      expect(result.lines.at(-1)).toBe(
        `✗ The verifier did not finish within 2 s and was stopped; Pact's own output: ${result.logFile}`,
      );
    },
    SLOW,
  );
});
