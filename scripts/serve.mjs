// `npm run serve`: the production server (src/server/). It builds the client (the http build, with
// its manifest) and the server when they are missing or were built with another configuration
// (`--build` always builds), writes the .br and .gz copies of its files, then starts the server on
// PORT and HOST (4000 on 127.0.0.1). Without VITE_API_URL it runs on the fake backend, started for
// it on FAKE_BACKEND_PORTS (4610-4613).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.mjs';
import { fakeBackendEnv, fakeBackendUrls } from './fake-backend-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const vite = join(root, 'node_modules/.bin/vite');
const clientDir = process.env.CLIENT_DIR || 'dist-serve';
const serverDir = process.env.SERVER_DIR || 'dist-server';
const children = [];

const fake = !process.env.VITE_API_URL;
const backendPorts = (process.env.FAKE_BACKEND_PORTS || '4610,4611,4612,4613').split(',').map(Number);
const env = {
  ...process.env,
  VITE_ADAPTERS: 'http',
  ...(fake ? fakeBackendEnv(fakeBackendUrls(backendPorts)) : {}),
  CLIENT_DIR: clientDir,
};

/** The configuration a build bakes in: a change means building again. */
const stamp = JSON.stringify(
  Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(),
);
const stampFile = join(root, serverDir, 'build-stamp.json');
const built =
  existsSync(join(root, clientDir, 'index.html')) &&
  existsSync(join(root, serverDir, 'main.js')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;
if (process.argv.includes('--build') || !built) {
  const build = (args, outDir) =>
    execFileSync(vite, ['build', ...args, '--outDir', outDir, '--logLevel', 'warn', '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, BUILD_OUT_DIR: outDir },
    });
  build(['--manifest'], clientDir);
  build(['--ssr', 'src/server/main.ts'], serverDir);
  writeFileSync(stampFile, stamp);
}
// The client's files travel as built at the highest compression (a copy already fresh is kept).
precompress(join(root, clientDir));

const run = (args, extraEnv = {}) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};

if (fake) run([join(root, 'scripts/run-fake-backend.mjs'), '--ports', backendPorts.join(',')]);
run([join(root, serverDir, 'main.js')]);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
