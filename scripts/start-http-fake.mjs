// `npm run start:http-fake`: the storefront's http build (the generated SDK, real requests, real
// validation) in the Vite dev server, against the fake backend on loopback (npm run fake-backend).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

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
run(join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', '5174'], {
  VITE_ADAPTERS: 'http',
  VITE_API_URL: 'http://127.0.0.1:4610',
  VITE_FAST_API_URL: 'http://127.0.0.1:4611',
  VITE_REVIEW_BADGE_URL: 'http://127.0.0.1:4613',
  VITE_SHOP_TOKEN: 'fake-backend-token',
  VITE_PAYMENT_SESSION_ID: 'storefront',
  VITE_POSTAGE_TAX_RULE_TITLE: 'Postage',
  VITE_CARD_SESSION_MARKER: 'session_',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
