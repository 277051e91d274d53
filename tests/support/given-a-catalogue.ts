import { getSeedData } from '../../adapters/fake/seed/seed-data-set';
import type { CatalogPort } from '../../ports/catalog-port';
import type { ContentPort } from '../../ports/content-port';
import type { BrandWithCount, CategoryCounts, NavCategory } from '../../ports/model/category';
import type { Content, InfoPage } from '../../ports/model/content';
import { fail, ok, portError, type PortErrorKind } from '../../ports/model/result';
import type { LocaleConfig } from '../../ports/model/store-config';
import type { CataloguePorts, CatalogueShop } from '../../src/server/sitemap-pages';
import { aProduct } from './product-builder';
import { recordingPort } from './recording-port';

export interface CatalogueOptions {
  productCount?: number;
  categories?: NavCategory[];
  counts?: CategoryCounts;
  brands?: Pick<BrandWithCount, 'id' | 'url' | 'count'>[];
  /** Content pages by id; an id missing here is one the backend does not have. */
  contents?: Record<number, string>;
  menuContentIds?: number[];
  infoPageContentIds?: Partial<Record<InfoPage, number>>;
  satellite?: string;
  /** A read that fails, and how. */
  failing?: { read: 'listProducts' | 'getCategoryMenu' | 'listBrands' | 'getContent'; kind: PortErrorKind };
}

export const aCategory = (id: number, url: string, children: NavCategory[] = []): NavCategory => ({
  id,
  title: url,
  url,
  children,
});

/** A shop's catalogue behind the ports the sitemap reads, in Romanian; the reads are recorded. */
export function givenACatalogue(options: CatalogueOptions = {}) {
  const products = Array.from({ length: options.productCount ?? 3 }, (_, index) =>
    aProduct()
      .withId(index + 1)
      .build(),
  );
  const failure = (read: string) =>
    options.failing?.read === read ? fail(portError(options.failing.kind, `${read} failed`)) : null;
  const catalog = recordingPort<CatalogPort>({
    listProducts: async (query) =>
      failure('listProducts') ??
      ok({ products: products.slice(query.offset, query.offset + query.limit), total: products.length }),
    getCategoryMenu: async () => failure('getCategoryMenu') ?? ok(options.categories ?? []),
    getCategoryCounts: async () => ok(options.counts ?? {}),
    listBrands: async () =>
      failure('listBrands') ??
      ok((options.brands ?? []).map((brand) => ({ ...brand, title: brand.url, descriptionHtml: '', logoUrl: null }))),
  } as Partial<CatalogPort> as CatalogPort);
  const content = recordingPort<ContentPort>({
    getContent: async (id) => {
      const url = options.contents?.[id];
      const found: Content | undefined = url === undefined ? undefined : { id, title: url, html: '', url, postscriptum: null };
      return failure('getContent') ?? (found ? ok(found) : fail(portError('not-found', 'no such content', 404)));
    },
    listFolder: async () => ok([]),
  });
  const seeded = getSeedData().localeConfigs['ro_RO']!;
  const localeConfig: LocaleConfig = {
    ...seeded,
    menuContentIds: options.menuContentIds ?? [],
    infoPageContentIds: options.infoPageContentIds ?? {},
  };
  const satellite = options.satellite ?? 'RO';
  const shop: CatalogueShop = { context: { language: 'ro', locale: 'ro_RO', countryId: 1, satellite }, localeConfig };
  const ports: CataloguePorts = { catalog: catalog.port, content: content.port };
  return { ports, shop, catalog, content };
}
