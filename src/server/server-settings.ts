import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../app/config';
import { cacheSettings } from './cache-rules';
import type { PolicySources } from './content-security-policy';
import { pageStyles, type Manifest } from './page-styles';
import { jsonLines } from './request-log';
import type { ServerSettings } from './server-app';
import { proxyTrust } from './trusted-proxy';

export interface Listen {
  port: number;
  host: string;
}

/** PORT and HOST, 4000 on loopback by default. */
export function listenOn(env: NodeJS.ProcessEnv): Listen {
  const port = Number(env.PORT);
  return { port: Number.isInteger(port) && port > 0 ? port : 4000, host: env.HOST || '127.0.0.1' };
}

/** Milliseconds the requests in flight may take to finish on SIGTERM (SHUTDOWN_GRACE_MS), 10 seconds by default. */
export const shutdownGraceMs = (raw: string | undefined): number => {
  const ms = Number(raw);
  return Number.isFinite(ms) && ms >= 0 && raw?.trim() ? ms : 10_000;
};

/** Milliseconds a page's backend calls may take together (SSR_BUDGET_MS), 3 seconds by default. */
const budgetOf = (raw: string | undefined): number => {
  const ms = Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 3000;
};

const sourcesOf = (raw: string | undefined): string[] => (raw ?? '').split(/[\s,]+/).filter(Boolean);

/** What the policy allows beyond the configuration: CSP_SCRIPT_SRC, CSP_CONNECT_SRC, CSP_IMG_SRC, CSP_REPORT_URI. */
export const policySources = (env: NodeJS.ProcessEnv): PolicySources => ({
  script: sourcesOf(env.CSP_SCRIPT_SRC),
  connect: sourcesOf(env.CSP_CONNECT_SRC),
  img: sourcesOf(env.CSP_IMG_SRC),
  reportUri: env.CSP_REPORT_URI?.trim() ?? '',
});

/**
 * The server's settings: the http build's own configuration (the same VITE_* variables, read at
 * start), the built client (CLIENT_DIR, dist-serve by default), the page's time budget, the cache
 * rules (CACHE_*), the proxies it trusts (TRUST_PROXY) and its request log (JSON lines on stdout).
 */
export function serverSettings(env: NodeJS.ProcessEnv, version: string): { settings: ServerSettings; missing: string[] } {
  const { port, host } = listenOn(env);
  const origin = env.SITE_ORIGIN || `http://${host}:${port}`;
  const { config, missing } = parseConfig({ ...env, VITE_ADAPTERS: 'http' }, version, origin);
  const clientDir = env.CLIENT_DIR || 'dist-serve';
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const settings: ServerSettings = {
    config,
    clientDir,
    template: readFileSync(join(clientDir, 'index.html'), 'utf8'),
    budgetMs: budgetOf(env.SSR_BUDGET_MS),
    logger: console,
    styles: pageStyles(manifest),
    policy: policySources(env),
    cache: cacheSettings(env),
    trustProxy: proxyTrust(env.TRUST_PROXY),
    requestLog: jsonLines(),
  };
  return { settings, missing };
}
