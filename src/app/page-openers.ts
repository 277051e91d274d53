import type { Resolution } from '../features/catalog/url-resolution-store';
import { toSource, type ListingPageProps } from '../features/catalog/listing-route-source';
import { parseListingParams } from '../features/catalog/listing-params';
import { INFO_PAGE_PATHS, infoPageForPath } from '../domain/info-pages';
import { parseRouteId } from '../shared/route-id';
import type { RootStore } from './root-store';

/** What a page's data says about the page: shown, not there, or not reachable now. */
export type PageOutcome = 'ok' | 'not-found' | 'unavailable';

/** A page whose reads have started: how to stop them, and what they amount to once settled. */
export interface OpenedPage {
  stop(): void;
  outcome(): PageOutcome;
}

const done = (outcome: PageOutcome): OpenedPage => ({ stop: () => undefined, outcome: () => outcome });

async function openProduct(root: RootStore, productId: number | undefined, pseId: number | undefined): Promise<OpenedPage> {
  if (productId === undefined && pseId === undefined) return done('not-found');
  const store = (await root.productPage.load()).product().open({ productId, pseId });
  const stop = store.start();
  return { stop, outcome: () => (store.notFound ? 'not-found' : store.failed ? 'unavailable' : 'ok') };
}

async function openListing(
  root: RootStore,
  props: ListingPageProps,
  type: string | undefined,
  search: string,
): Promise<OpenedPage> {
  const source = toSource(props, type, null);
  if (source === null) return done('not-found');
  const store = (await root.listingPage.load()).listing().open(source, parseListingParams(search));
  const stop = store.start();
  return { stop, outcome: () => (store.notFoundReason ? 'not-found' : store.failed ? 'unavailable' : 'ok') };
}

async function openInfoPage(root: RootStore, path: string): Promise<OpenedPage> {
  const page = infoPageForPath(path);
  const romaniaOnly = INFO_PAGE_PATHS.some((info) => info.page === page && info.romaniaOnly);
  if (page === null || (romaniaOnly && root.shop.satellite.toUpperCase() !== 'RO')) return done('not-found');
  await root.shop.localeConfig.ensure();
  const contentId = root.shop.localeConfig.value?.infoPageContentIds[page];
  if (contentId === undefined) return done(root.shop.localeConfig.status === 'error' ? 'unavailable' : 'not-found');
  const content = root.contents.byId(contentId);
  await content.ensure();
  return done(content.status !== 'error' ? 'ok' : content.error?.kind === 'not-found' ? 'not-found' : 'unavailable');
}

async function openSearch(root: RootStore, term: string, category: string | null): Promise<OpenedPage> {
  const page = (await root.searchFeature.load()).results().open(term, category);
  await page.preload();
  return done(page.failed ? 'unavailable' : 'ok');
}

function openResolved(root: RootStore, resolution: Resolution, search: string): Promise<OpenedPage> | OpenedPage {
  switch (resolution.kind) {
    case 'product':
      return openProduct(root, resolution.productId, undefined);
    case 'pse':
      return openProduct(root, undefined, resolution.pseId);
    case 'category':
      return openListing(
        root,
        { source: 'category', categoryId: resolution.categoryId, title: resolution.title },
        undefined,
        search,
      );
    case 'brand':
      return openListing(root, { source: 'brand', brandId: resolution.brandId, title: resolution.title }, undefined, search);
    case 'content-listing': {
      const { categoryId, brandId, content } = resolution;
      return openListing(root, { source: 'content-filter', categoryId, brandId, title: content.title }, undefined, search);
    }
    case 'content':
      return done('ok');
    case 'not-found':
      return done('not-found');
  }
}

async function openShopUrl(root: RootStore, path: string, search: string): Promise<OpenedPage> {
  const resource = root.urlResolution.resolve(path);
  await resource.ensure();
  if (resource.value === undefined) return done('unavailable');
  return openResolved(root, resource.value, search);
}

/** The screens that show the shopper's own things (cart, account, checkout): never rendered on the server. */
export const PERSONAL =
  /^\/(cart|checkout|login-register|account|guest|forgot-password|order-placed|order-failed|paypal|amazon-pay|fake-provider|logout|newsletter|newsletter-unsubscribe|widerrufsformular|advent-calendar)(\/|$)/i;

/**
 * Starts the reads of the page at this URL, as its screen would (the same stores, the same
 * queries); null for a page that is the shopper's own and renders only in the browser.
 */
export function openPage(root: RootStore, url: URL): Promise<OpenedPage> | null {
  const { pathname: path, search, searchParams } = url;
  if (PERSONAL.test(path)) return null;
  if (path === '/') {
    const stop = root.home.start();
    return Promise.resolve({ stop, outcome: () => 'ok' });
  }
  if (path === '/not-found') return Promise.resolve(done('not-found'));
  const product = /^\/product\/([^/]+)\/?$/i.exec(path);
  if (product) return openProduct(root, parseRouteId(product[1]), parseRouteId(searchParams.get('pse')));
  const grid = /^\/shop-grid-standard\/([^/]+)\/?$/i.exec(path);
  if (grid) return openListing(root, { source: 'grid' }, grid[1], search);
  if (/^\/products\/?$/i.test(path)) return openListing(root, { source: 'all' }, undefined, search);
  const term = /^\/search\/([^/]+)\/?$/i.exec(path);
  if (term) return openSearch(root, decodeURIComponent(term[1] ?? ''), searchParams.get('category'));
  if (infoPageForPath(path) !== null) return openInfoPage(root, path);
  return openShopUrl(root, path, search);
}
