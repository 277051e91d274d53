// `npm run start:http-fake`: the storefront's http build (the generated SDK, real requests, real
// validation) in the Vite dev server, against the fake backend on loopback (npm run fake-backend).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fakeBackendEnv, fakeBackendUrls } from './fake-backend-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const children = [];
const run = (command, args, env = {}) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};

run(process.execPath, [join(root, 'scripts/run-fake-backend.mjs')]);
run(
  join(root, 'node_modules/.bin/vite'),
  ['--host', '127.0.0.1', '--port', '5174'],
  fakeBackendEnv(fakeBackendUrls([4610, 4611, 4612, 4613])),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
