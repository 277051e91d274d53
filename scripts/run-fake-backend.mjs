// `npm run fake-backend`: the reference provider (scripts/fake-backend/) on loopback, built for Node
// by Vite (the fake data set is TypeScript) and started. Ports: shop API 4610, fast API 4611, search 4612, reviews 4613.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'dist-fake-backend');
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--ssr', 'scripts/fake-backend/main.ts', '--outDir', outDir, '--logLevel', 'warn', '--emptyOutDir'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_OUT_DIR: outDir } },
);
execFileSync(process.execPath, [join(outDir, 'main.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
