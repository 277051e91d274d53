import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../app/config';
import { pageStyles, type Manifest } from './page-styles';
import type { ServerSettings } from './server-app';

export interface Listen {
  port: number;
  host: string;
}

/** PORT and HOST, 4000 on loopback by default. */
export function listenOn(env: NodeJS.ProcessEnv): Listen {
  const port = Number(env.PORT);
  return { port: Number.isInteger(port) && port > 0 ? port : 4000, host: env.HOST || '127.0.0.1' };
}

/** Milliseconds a page's backend calls may take together (SSR_BUDGET_MS), 3 seconds by default. */
const budgetOf = (raw: string | undefined): number => {
  const ms = Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 3000;
};

const sourcesOf = (raw: string | undefined): string[] => (raw ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * The server's settings: the http build's own configuration (the same VITE_* variables, read at
 * start), the built client (CLIENT_DIR, dist-serve by default) and the page's time budget.
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
    policy: {
      script: sourcesOf(env.CSP_SCRIPT_SRC),
      connect: sourcesOf(env.CSP_CONNECT_SRC),
      img: sourcesOf(env.CSP_IMG_SRC),
      reportUri: env.CSP_REPORT_URI?.trim() ?? '',
    },
  };
  return { settings, missing };
}
