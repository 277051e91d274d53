// The first-load JavaScript of a Vite build, read from its manifest (`vite build --manifest`): the
// entry's static imports plus the lazy modules a screen needs before it can paint, weighed raw,
// gzip (level 9) and brotli. Shared by the size check and the benchmark.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { lazyScreens } from '../screen-families.mjs';

const page = (feature, name) => `src/features/${feature}/${name}.tsx`;
const account = (name) => [
  'src/shared/feature-area.tsx',
  'src/features/account/customer-lazy-module.ts',
  'src/features/account/account-lazy-module.ts',
  `src/features/account/${name}.tsx`,
];
const checkout = (name) => [
  'src/shared/feature-area.tsx',
  'src/features/account/customer-lazy-module.ts',
  'src/features/cart/cart-lazy-module.ts',
  'src/features/checkout/checkout-lazy-module.ts',
  `src/features/checkout/${name}.tsx`,
];

/**
 * What each route downloads before it can paint, besides the entry (src/app/app-routes.tsx): its lazy
 * page, the lazy stores it waits for (src/app/container.ts: the page modules, the cart's) and the
 * message areas its screens wrap themselves in (src/shared/load-area-messages.ts). The catalogs of its
 * lazy screens' families are added by routeKeys().
 * The footer, chat, mini cart and live search load after the first paint and are not counted (as
 * in the size check).
 */
export const ROUTES = {
  home: { path: '/', modules: [page('home', 'home-page')] },
  listing: {
    path: '/shop-grid-standard/:type, /products',
    modules: [page('catalog', 'listing-page'), 'src/features/catalog/listing-store.ts'],
  },
  category: {
    path: '/{category url} (resolved)',
    modules: [page('product', 'resolve-url-page'), page('catalog', 'listing-page'), 'src/features/catalog/listing-store.ts'],
  },
  product: {
    path: '/product/:id',
    modules: [page('product', 'product-page'), 'src/features/product/product-store.ts', 'src/features/cart/cart-lazy-module.ts'],
  },
  cart: { path: '/cart', modules: [page('cart', 'cart-page'), 'src/features/cart/cart-lazy-module.ts'] },
  search: {
    path: '/search/:term',
    modules: ['src/features/search/search-page.tsx', 'src/features/search/search-lazy-module.ts'],
    areas: ['search'],
  },
  advent: { path: '/advent-calendar', modules: [page('content', 'advent-page')] },
  info: { path: '/{info page}', modules: [page('content', 'info-page')] },
  withdrawal: { path: '/widerrufsformular', modules: [page('content', 'withdrawal-form-page')] },
  newsletter: { path: '/newsletter', modules: [page('content', 'newsletter-page')] },
  logout: { path: '/logout', modules: [page('shell', 'logout-page')] },
  notFound: { path: '/not-found', modules: [page('shell', 'not-found-page')] },
  loginRegister: { path: '/login-register', modules: account('login-register-page'), areas: ['account'] },
  account: { path: '/account', modules: account('account-page'), areas: ['account'] },
  order: { path: '/account/order/:id', modules: account('order-page'), areas: ['account'] },
  guestInvoice: { path: '/guest/invoice/:ref/:hash', modules: account('guest-invoice-page'), areas: ['account'] },
  forgotPassword: { path: '/forgot-password', modules: account('forgot-password-page'), areas: ['account'] },
  checkout: { path: '/checkout', modules: checkout('checkout-page'), areas: ['account', 'checkout'] },
  orderPlaced: { path: '/order-placed', modules: checkout('order-placed-page'), areas: ['account', 'checkout'] },
  orderFailed: { path: '/order-failed', modules: checkout('order-failed-page'), areas: ['account', 'checkout'] },
  providerReturn: {
    path: '/paypal/return, …',
    modules: checkout('provider-return-page'),
    areas: ['account', 'checkout'],
  },
};

const root = new URL('../..', import.meta.url).pathname;
let families;
/** The message catalogs a route waits for: its lazy screens' families' and its own areas. */
function routeAreas(route) {
  families ??= new Map(lazyScreens(root).map(({ module, family }) => [module.slice(root.length), family]));
  const own = route.modules.map((module) => families.get(module)).filter((family) => family !== undefined);
  return [...new Set([...own, ...(route.areas ?? [])])];
}

/** The manifest keys of a route's lazy modules and of the catalogs it waits for, besides the shell's. */
export const routeKeys = (route, language) => [
  ...route.modules,
  ...routeAreas(route).map((area) => `src/i18n/compiled/${area}-${language}.json`),
];

export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The chunk keys the given keys pull in through static imports (the keys themselves included). */
export function closure(manifest, keys, into = new Set()) {
  for (const key of keys) {
    if (!manifest[key] || into.has(key)) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/** Throws when a module is not a chunk of its own any more: the caller's list needs updating. */
export function requireChunks(manifest, keys) {
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not a chunk of its own any more (update the list): ${missing.join(', ')}`);
}

/** The JavaScript files of the given chunk keys. */
export const jsFiles = (manifest, keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));

const weights = new Map();
/** One file's size in KB: raw, gzip (level 9) and brotli (quality 11). */
export function weigh(outDir, file) {
  const path = join(outDir, file);
  if (!weights.has(path)) {
    const bytes = readFileSync(path);
    weights.set(path, {
      rawKb: bytes.length / 1024,
      gzipKb: gzipSync(bytes, { level: 9 }).length / 1024,
      brotliKb: brotliCompressSync(bytes).length / 1024,
    });
  }
  return weights.get(path);
}

/** The summed weights of files, with each file's weight (largest gzip first). */
export function weighAll(outDir, files) {
  const rows = files.map((file) => ({ file, ...weigh(outDir, file) })).sort((a, b) => b.gzipKb - a.gzipKb);
  const sum = (field) => rows.reduce((total, row) => total + row[field], 0);
  return { rawKb: sum('rawKb'), gzipKb: sum('gzipKb'), brotliKb: sum('brotliKb'), files: rows };
}

/** The entry (index.html) and its static imports, plus the lazy modules given and theirs. */
export function firstLoad(outDir, lazyKeys = [], manifest = readManifest(outDir)) {
  requireChunks(manifest, ['index.html', ...lazyKeys]);
  return weighAll(outDir, jsFiles(manifest, closure(manifest, ['index.html', ...lazyKeys])));
}

/** The JavaScript files that the feature keys pull in and the base keys do not. */
export function extraChunks(outDir, baseKeys, featureKeys, manifest = readManifest(outDir)) {
  const base = new Set(jsFiles(manifest, closure(manifest, baseKeys)));
  return weighAll(
    outDir,
    jsFiles(manifest, closure(manifest, featureKeys)).filter((file) => !base.has(file)),
  );
}

/** The build's JavaScript files that hold fake code or faker (none may in the http build). */
export function fakeLeaks(outDir) {
  const assets = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  return assets.filter((file) =>
    /faker|anna\.popescu@example\.com|fake-knobs|FakeProviderDesk|fake-panel|fakePanel\./.test(
      readFileSync(join(outDir, 'assets', file), 'utf8'),
    ),
  );
}
