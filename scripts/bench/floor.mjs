// Part 2: the floor. Two throwaway apps built in a temp dir against the project's node_modules:
// a bare React app that renders a heading, and the same with our runtime libraries used
// trivially. Their first-load JS (gzip) is what any app on this stack pays before its own code.
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { preview, root } from './builds.mjs';
import { info } from './checks.mjs';
import { firstLoad } from './first-load.mjs';
import { audit, medians } from './lighthouse.mjs';
import { remove, tempDir } from './processes.mjs';
import { round } from './stats.mjs';

const BARE = `import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Floor</h1>);
`;

const STACK = `import { Container, inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import createClient from 'openapi-fetch';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const API = Symbol('api');

class Counter {
  count = 0;
  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  increment() {
    this.count += 1;
  }
}

@injectable()
class Greeter {
  constructor(@inject(API) private readonly api: ReturnType<typeof createClient>) {}
  ping() {
    return this.api.GET('/ping' as never);
  }
}

const container = new Container({ defaultScope: 'Singleton' });
container.bind(API).toConstantValue(createClient({ baseUrl: location.origin }));
container.bind(Counter).toSelf();
container.bind(Greeter).toSelf();
const counter = container.get(Counter);
(window as unknown as { greeter: Greeter }).greeter = container.get(Greeter);

// Compiled to the AST, as our catalogs are (the runtime has no message parser).
const messages = { title: [{ type: 0, value: 'Floor' }] };

const Count = observer(() => <button onClick={counter.increment}>{counter.count}</button>);

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="ro" messages={messages as never}>
    <BrowserRouter>
      <h1><FormattedMessage id="title" /></h1>
      <Link to="/">home</Link>
      <Routes>
        <Route path="*" element={<Count />} />
      </Routes>
    </BrowserRouter>
  </IntlProvider>,
);
`;

/** The app's Vite config; `shellFirst` adds our build's plugin that paints the page before the script is requested. */
const config = (shellFirst) => `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
${shellFirst ? `import { paintBeforeScript } from ${JSON.stringify(join(root, 'scripts/paint-before-script.mjs'))};\n` : ''}
export default defineConfig({
  plugins: [react()${shellFirst ? ', paintBeforeScript()' : ''}],
  oxc: { decorator: { legacy: true } },
  resolve: {
    alias: [{ find: /^@formatjs\\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
});
`;

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    jsx: 'react-jsx',
    experimentalDecorators: true,
    useDefineForClassFields: true,
  },
});

/** The page; `shellFirst` puts a static heading in it, painted before the app's first render replaces it. */
const html = (shellFirst) => `<!doctype html>
<html lang="ro"><head><meta charset="UTF-8" /><title>Floor</title></head>
<body><div id="root">${shellFirst ? '<h1>Floor</h1>' : ''}</div><script type="module" src="/src/main.tsx"></script></body></html>
`;

function buildApp(dir, main, { shellFirst = false } = {}) {
  const files = {
    'package.json': '{ "type": "module" }',
    'index.html': html(shellFirst),
    'vite.config.mjs': config(shellFirst),
    'tsconfig.json': TSCONFIG,
    'src/main.tsx': main,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'), 'dir');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const weights = firstLoad(join(dir, 'dist'));
  return { rawKb: round(weights.rawKb), gzipKb: round(weights.gzipKb), brotliKb: round(weights.brotliKb) };
}

/** Lighthouse as in the lighthouse part, `runs` times on the page of the app built in `dir`: the medians. */
async function lighthouseOf(dir, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const server = await preview(join(dir, 'dist'));
  try {
    const samples = [];
    for (let run = 1; run <= runs; run++) samples.push(await audit(lighthouse, `${server.url}/`));
    return medians(samples);
  } finally {
    await server.stop();
  }
}

/**
 * Builds both floor apps; `ours` holds our first-load figures (gzip KB, by label), each reported as
 * a ratio to both. With `runs`, Lighthouse also measures the libraries app in two shapes: painted by
 * its script, and with a static shell painted before its script is requested, as our build does.
 */
export async function floor({ ours = {}, runs = 0 } = {}) {
  const dir = tempDir('storefront-floor-');
  try {
    console.log('  building the bare React app');
    const bare = buildApp(join(dir, 'bare'), BARE);
    console.log('  building the app with our runtime libraries');
    const stack = buildApp(join(dir, 'stack'), STACK);
    const checks = [info('floor: bare React 19 + Vite, first-load JS gzip', bare.gzipKb, 'KB')];
    checks.push(
      info('floor: React + router, MobX, react-intl, inversify, openapi-fetch, first-load JS gzip', stack.gzipKb, 'KB'),
    );
    for (const [label, value] of Object.entries(ours)) {
      checks.push(info(`our first-load (${label}) ÷ bare React floor`, round(value / bare.gzipKb, 2), '×'));
      checks.push(info(`our first-load (${label}) ÷ libraries floor`, round(value / stack.gzipKb, 2), '×'));
    }
    const lighthouse = {};
    if (runs > 0) {
      console.log('  building the app with our runtime libraries and a shell painted before its script');
      buildApp(join(dir, 'stack-shell'), STACK, { shellFirst: true });
      const shapes = {
        script: ['stack', 'painted by its script'],
        shell: ['stack-shell', 'shell painted before its script, as ours'],
      };
      for (const [shape, [app, label]] of Object.entries(shapes)) {
        console.log(`  lighthouse on the libraries app, ${label}`);
        const page = await lighthouseOf(join(dir, app), runs);
        lighthouse[shape] = page;
        const where = `floor under Lighthouse: libraries app, ${label} (median of ${runs})`;
        checks.push(info(`${where}: score`, page.score, '', `FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms`));
        checks.push(info(`${where}: TBT`, page.tbtMs, 'ms'));
      }
    }
    return { data: { bare, stack, oursGzipKb: ours, lighthouse }, checks };
  } finally {
    remove(dir);
  }
}
