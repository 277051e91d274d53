import type { CatalogPort } from '../../ports/catalog-port';
import type { NavCategory } from '../../ports/model/category';
import type { ContentPort } from '../../ports/content-port';
import { ok, type Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import type { LocaleConfig } from '../../ports/model/store-config';
import { shopPath } from '../domain/external-url';
import { INFO_PAGE_PATHS, infoPagePath } from '../domain/info-pages';
import { fullMenuTree } from '../domain/menu-visibility';
import { productPath } from '../domain/product-path';

/** The most addresses one sitemap may hold (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;
const PRODUCTS_PER_READ = 100;
const ROMANIA_SATELLITE = 'RO';

export interface CataloguePorts {
  catalog: CatalogPort;
  content: ContentPort;
}

/** The shop in one language: what its catalogue reads are sent with, and its locale config. */
export interface CatalogueShop {
  context: ShopContext;
  localeConfig: LocaleConfig;
}

async function productPaths(catalog: CatalogPort, context: ShopContext): Promise<Result<string[]>> {
  const paths: string[] = [];
  for (let offset = 0; offset < MAX_SITEMAP_URLS; offset += PRODUCTS_PER_READ) {
    const page = await catalog.listProducts({ limit: PRODUCTS_PER_READ, offset, sort: 'default' }, context);
    if (!page.ok) return page;
    paths.push(...page.value.products.map(productPath));
    if (page.value.products.length === 0 || offset + PRODUCTS_PER_READ >= page.value.total) break;
  }
  return ok(paths);
}

const flatten = (tree: readonly NavCategory[]): NavCategory[] => tree.flatMap((cat) => [cat, ...flatten(cat.children)]);

/** The categories the menus show: those with products, at any depth. */
async function categoryPaths(catalog: CatalogPort, context: ShopContext): Promise<Result<string[]>> {
  const [tree, counts] = await Promise.all([catalog.getCategoryMenu(context), catalog.getCategoryCounts()]);
  if (!tree.ok) return tree;
  if (!counts.ok) return counts;
  return ok(flatten(fullMenuTree(tree.value, counts.value, Number.POSITIVE_INFINITY)).map((cat) => shopPath(cat.url)));
}

/** The brands with products (an empty brand's listing is not indexed). */
async function brandPaths(catalog: CatalogPort, context: ShopContext): Promise<Result<string[]>> {
  const brands = await catalog.listBrands(context);
  if (!brands.ok) return brands;
  return ok(brands.value.filter((brand) => brand.count > 0).map((brand) => shopPath(brand.url)));
}

/** The content pages of the menu; one the backend no longer has is left out. */
async function contentPaths(content: ContentPort, shop: CatalogueShop): Promise<Result<string[]>> {
  const pages = await Promise.all(shop.localeConfig.menuContentIds.map((id) => content.getContent(id, shop.context)));
  const paths: string[] = [];
  for (const page of pages) {
    if (page.ok) paths.push(shopPath(page.value.url));
    else if (page.error.kind !== 'not-found') return page;
  }
  return ok(paths);
}

/** The info and legal pages this shop has content for, at the footer's addresses. */
function infoPaths(shop: CatalogueShop): string[] {
  const romania = shop.context.satellite.toUpperCase() === ROMANIA_SATELLITE;
  return INFO_PAGE_PATHS.filter(
    ({ page, romaniaOnly }) => shop.localeConfig.infoPageContentIds[page] !== undefined && (!romaniaOnly || romania),
  ).map(({ page }) => infoPagePath(page, 'translated'));
}

/**
 * Every page of the catalogue in one language, as the app's paths (without the language's prefix):
 * home, all products, info pages, categories, brands, content pages and products; a failed read fails it all.
 */
export async function cataloguePaths(ports: CataloguePorts, shop: CatalogueShop): Promise<Result<string[]>> {
  const parts = await Promise.all([
    categoryPaths(ports.catalog, shop.context),
    brandPaths(ports.catalog, shop.context),
    contentPaths(ports.content, shop),
    productPaths(ports.catalog, shop.context),
  ]);
  const paths = ['/', '/products', ...infoPaths(shop)];
  for (const part of parts) {
    if (!part.ok) return part;
    paths.push(...part.value);
  }
  return ok([...new Set(paths)].slice(0, MAX_SITEMAP_URLS));
}
