// The storefront's production builds for the benchmark, and the servers that serve them:
// `vite preview` on a free port, and the fake backend (shop API, fast API, search, reviews).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fakeBackendEnv } from '../fake-backend-env.mjs';
import { freePort, freePorts, start, waitForHttp } from './processes.mjs';

export const root = new URL('../..', import.meta.url).pathname;
const vite = join(root, 'node_modules/.bin/vite');

/** Builds into root/outDir with the manifest; returns the absolute out dir. */
export function viteBuild(outDir, env) {
  console.log(`  building ${outDir} (${env.VITE_ADAPTERS})`);
  execFileSync(vite, ['build', '--manifest', '--logLevel', 'error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_OUT_DIR: outDir, ...env },
  });
  return join(root, outDir);
}

/** The env of an http build whose adapters call the given backend (or nothing real, without one). */
export function httpEnv(backend) {
  return fakeBackendEnv({
    shop: backend?.urls.shop ?? 'https://shop.invalid',
    fast: backend?.urls.fast ?? 'https://fast.invalid',
    review: backend?.urls.review ?? '',
  });
}

let fakeBuilt = null;
/** The fake build (in-memory adapters), built once per run. */
export function fakeBuild() {
  fakeBuilt ??= viteBuild('dist-bench-fake', { VITE_ADAPTERS: 'fake' });
  return fakeBuilt;
}

/** `vite preview` of a build on a free port: `{ url, stop }`. */
export async function preview(outDir) {
  const port = await freePort();
  const proc = start(
    `vite preview ${outDir}`,
    vite,
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, proc);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { url, stop: () => proc.stop() };
}

/** The fake backend on four free ports: `{ urls: { shop, fast, search, review }, stop }`. */
export async function fakeBackend() {
  const ports = await freePorts(4);
  const proc = start('fake backend', process.execPath, [join(root, 'scripts/run-fake-backend.mjs'), '--ports', ports.join(',')], {
    cwd: root,
  });
  const [shop, fast, search, review] = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    for (const url of [shop, fast, search, review]) await waitForHttp(`${url}/`, proc, 180_000);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { urls: { shop, fast, search, review }, stop: () => proc.stop() };
}
