import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE } from '../../../src/server/cache-rules';
import { serverSettings, shutdownGraceMs } from '../../../src/server/server-settings';

describe("the server's edge settings, read from its environment", () => {
  let clientDir = '';
  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, '.vite/manifest.json'), '{}');
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
  });
  afterAll(() => rmSync(clientDir, { recursive: true }));
  const settingsOf = (env: NodeJS.ProcessEnv) => serverSettings({ CLIENT_DIR: clientDir, ...env }, '1.0.0').settings;

  it('takes the cache times, the trusted proxies and a JSON request log', () => {
    const settings = settingsOf({
      CACHE_S_MAXAGE: '60',
      CACHE_STALE_WHILE_REVALIDATE: '120',
      CACHE_MAX_AGE: '5',
      TRUST_PROXY: '10.0.0.2',
    });
    expect(settings.cache).toEqual({ sharedMaxAge: 60, staleWhileRevalidate: 120, browserMaxAge: 5 });
    expect(settings.trustProxy).toEqual(['10.0.0.2']);
    expect(settings.requestLog).toBeTypeOf('function');
  });

  it('trusts no proxy and keeps the default cache times when nothing is set', () => {
    const settings = settingsOf({});
    expect(settings.cache).toEqual(DEFAULT_CACHE);
    expect(settings.trustProxy).toBe('none');
  });

  it('gives the requests in flight 10 seconds on SIGTERM unless SHUTDOWN_GRACE_MS says otherwise', () => {
    expect(shutdownGraceMs(undefined)).toBe(10_000);
    expect(shutdownGraceMs('2500')).toBe(2500);
    expect(shutdownGraceMs('soon')).toBe(10_000);
  });
});
