import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin } from 'vite';
import { paintBeforeScript } from './scripts/paint-before-script.mjs';
import { shellDocumentPlugin } from './scripts/shell-document.mjs';
import { trimDependencies } from './scripts/trim-dependencies.mjs';
import type { AppConfig } from './ports/config-port';
import { parseConfig } from './src/app/config';
import { securityHeaderValues } from './src/server/security-headers';
import { policySources } from './src/server/server-settings';

/** The modules `roots` import statically, directly or not (the roots included). */
function staticClosure(roots: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

/**
 * Every module the entry imports statically. They load first anyway, so they travel in the entry's
 * chunk; otherwise each lazy screen that shares some of them splits them off into common chunks,
 * and the first load pays for many small chunks that compress worse than one.
 *
 * The lazy modules the home page needs travel in two chunks, not one per set of screens sharing
 * them: those the cart page needs as well (what every page uses: heading, error state, SEO) and
 * those a listing or product page needs as well (the catalogue's cards). The cart's own stores
 * travel in a third (see cartStores). A product page then asks for 17 files (scripts and styles)
 * after the entry, not one per set of screens sharing a module: fewer round trips before its own
 * read can start.
 */
let firstLoad = new Set<string>();
let pageKit = new Set<string>();
let catalogKit = new Set<string>();
let cartKit = new Set<string>();
function chunkGroups(): Plugin {
  return {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reached = (...pages: string[]) =>
        staticClosure(
          ids.filter((id) => pages.some((page) => id.endsWith(`/${page}.tsx`) && id.includes('/src/features/'))),
          importsOf,
        );
      firstLoad = staticClosure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        importsOf,
      );
      const cart = reached('cart-page');
      const catalog = reached('listing-page', 'product-page');
      const lazyForHome = [...reached('home-page')].filter(
        (id) => !firstLoad.has(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0,
      );
      pageKit = new Set(lazyForHome.filter((id) => cart.has(id)));
      cartKit = cartStores(ids, importsOf);
      catalogKit = new Set(lazyForHome.filter((id) => !cart.has(id) && catalog.has(id)));
    },
  };
}

/**
 * The cart's stores and the hook that reaches them, for one chunk: the stores and rules its lazy
 * module imports (that module stays the chunk the cart's feature module imports), less what the
 * first load has.
 * The UI helpers the hook shares with other screens stay out.
 */
function cartStores(ids: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const module = ids.filter((id) => id.endsWith('/src/features/cart/cart-lazy-module.ts'));
  const hook = ids.filter((id) => id.endsWith('/src/features/cart/use-cart.ts'));
  const logic = [...staticClosure(module, importsOf)].filter(
    (id) => !module.includes(id) && /\/src\/(features|shared|domain)\/.*\.ts$/.test(id),
  );
  return new Set([...logic, ...hook].filter((id) => !firstLoad.has(id)));
}

/**
 * The one-line hooks that reach a lazy feature's stores (src/shared/use-lazy-feature.ts and each
 * feature's own) travel in the entry's chunk: alone, each is a file that every screen of its
 * feature asks for, costing a request and more bytes than its code.
 */
const FEATURE_HOOK = /\/src\/(?:features|shared)\/(?:[a-z-]+\/)*use-[a-z-]*feature\.ts$/;

/** The container's metadata calls, without the whole polyfill (src/app/reflect-metadata.ts). */
const reflectMetadata = {
  find: /^reflect-metadata\/lite$/,
  replacement: fileURLToPath(new URL('./src/app/reflect-metadata.ts', import.meta.url)),
};

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The build language's messages load with the entry (the first render waits for them), not after
 * it: one round trip less before the first paint. A shopper's stored language may differ.
 */
function preloadBuildLanguage(buildLanguage: string): Plugin {
  const catalog = `/src/i18n/compiled/${buildLanguage}.json`;
  return {
    name: 'preload-build-language',
    apply: 'build',
    transformIndexHtml(html, { bundle }) {
      const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(catalog));
      if (!chunk) return html;
      return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' }];
    },
  };
}

/**
 * The page's HTML before the app runs (src/app/render-shell.tsx), rendered in Node at build time:
 * the first paint does not wait for the JavaScript. The app's first render replaces it.
 */
function prerenderShell(buildLanguage: string): Plugin {
  return {
    name: 'prerender-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderShell, shellGuard, SHELL_STYLE } = await server.ssrLoadModule('/src/app/render-shell.tsx');
        const messages = JSON.parse(readFileSync(`${root}src/i18n/compiled/${buildLanguage}.json`, 'utf8'));
        return {
          html: html.replace(
            '<div id="root"></div>',
            `<div id="root"><div data-shell>${renderShell(buildLanguage, messages)}</div></div>`,
          ),
          tags: [
            { tag: 'script', children: shellGuard(buildLanguage), injectTo: 'head' },
            { tag: 'style', children: SHELL_STYLE, injectTo: 'head' },
          ],
        };
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The production server's security headers for the page as built (its inline scripts' hashes included),
 * written beside it as security-headers.json: nginx's static site sends them (scripts/nginx-config.mjs).
 */
function staticSecurityHeaders(config: AppConfig): Plugin {
  return {
    name: 'static-security-headers',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    async writeBundle({ dir }, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || dir === undefined) return;
      const headers = await securityHeaderValues(config, String(page.source), policySources(process.env));
      writeFileSync(join(dir, 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
    },
  };
}

/** The build's configuration as the app reads it (src/app/config.ts): the environment and the .env files. */
const buildConfig = (mode: string) =>
  parseConfig(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'), '', process.env.SITE_ORIGIN ?? '').config;

/**
 * The browser's files with 7-character hashes, not 8: every file's name is in the entry's list of
 * what each screen preloads and in the imports of the files that load it, so each character costs
 * bytes in the first load. Rolldown asks for 7 once there are more than 64 chunks; 7 still bust caches.
 */
const browserFileNames = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: 'assets/[name]-[hash:7].js',
  assetFileNames: 'assets/[name]-[hash:7][extname]',
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const config = buildConfig(mode);
  const { language, shop } = config;
  return {
    plugins: [
      react(),
      trimDependencies(),
      chunkGroups(),
      shellDocumentPlugin({ language, shopName: shop.name }),
      preloadBuildLanguage(language),
      prerenderShell(language),
      paintBeforeScript(),
      staticSecurityHeaders(config),
    ],
    oxc: { decorator: { legacy: true } },
    resolve: {
      alias: [
        reflectMetadata,
        ...(command === 'build'
          ? [
              { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
              // The router's package points every condition at its development build (warnings and all).
              { find: /^react-router$/, replacement: routerBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    build: {
      outDir: process.env.BUILD_OUT_DIR ?? 'dist',
      sourcemap: false,
      target: 'es2022',
      // No module-preload polyfill in the first load: a browser without preloading (Safari before 17) still
      // loads every module, only some of them later.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          ...(isSsrBuild ? {} : browserFileNames),
          codeSplitting: {
            // A kit holds only its own modules; what they import stays where the other screens share it.
            includeDependenciesRecursively: false,
            groups: [
              { name: 'shell', test: (id: string) => firstLoad.has(id) || FEATURE_HOOK.test(id) },
              { name: 'page-kit', test: (id: string) => pageKit.has(id) },
              { name: 'catalog-kit', test: (id: string) => catalogKit.has(id) },
              { name: 'cart-kit', test: (id: string) => cartKit.has(id) },
            ],
          },
        },
      },
    },
  };
});
