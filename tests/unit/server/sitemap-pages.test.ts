import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '../../../src/server/sitemap-pages';
import { aCategory, givenACatalogue, type CatalogueOptions } from '../../support/given-a-catalogue';

async function pagesOf(options: CatalogueOptions) {
  const catalogue = givenACatalogue(options);
  const paths = await cataloguePaths(catalogue.ports, catalogue.shop);
  return { paths, ...catalogue };
}

const listed = async (options: CatalogueOptions): Promise<string[]> => {
  const { paths } = await pagesOf(options);
  if (!paths.ok) throw new Error(paths.error.message);
  return paths.value;
};

describe("the catalogue's pages in a sitemap", () => {
  it('starts with the home page and the listing of all products', async () => {
    expect((await listed({ productCount: 0 })).slice(0, 2)).toEqual(['/', '/products']);
  });

  it('lists every product at its product page, read a hundred at a time', async () => {
    const { paths, catalog } = await pagesOf({ productCount: 250 });
    const products = paths.ok ? paths.value.filter((path) => path.startsWith('/product/')) : [];
    expect(products).toHaveLength(250);
    expect(products).toContain('/product/250');
    expect(catalog.callsTo('listProducts').map(([query]) => query)).toEqual([
      { limit: 100, offset: 0, sort: 'default' },
      { limit: 100, offset: 100, sort: 'default' },
      { limit: 100, offset: 200, sort: 'default' },
    ]);
  });

  it('lists the categories with products at any depth, at their shop URLs, and leaves empty ones out', async () => {
    const categories = [
      aCategory(1, 'living', [aCategory(2, 'living/sofas', [aCategory(3, 'living/sofas/corner')]), aCategory(4, 'living/empty')]),
      aCategory(5, 'garden', [aCategory(6, 'garden/chairs')]),
    ];
    const paths = await listed({ categories, counts: { 1: 9, 2: 9, 3: 4, 5: 0, 6: 3 } });
    expect(paths).toEqual(expect.arrayContaining(['/living', '/living/sofas', '/living/sofas/corner']));
    expect(paths).not.toContain('/living/empty');
    expect(paths).not.toContain('/garden');
    expect(paths).not.toContain('/garden/chairs');
  });

  it('lists the brands with products at their shop URLs', async () => {
    const paths = await listed({
      brands: [
        { id: 1, url: 'brand/nordholm', count: 12 },
        { id: 2, url: 'brand/empty', count: 0 },
      ],
    });
    expect(paths).toContain('/brand/nordholm');
    expect(paths).not.toContain('/brand/empty');
  });

  it("lists the menu's content pages, leaving out one the backend no longer has", async () => {
    const paths = await listed({ menuContentIds: [10, 11], contents: { 10: 'despre-noi.html' } });
    expect(paths).toContain('/despre-noi.html');
    expect(paths.filter((path) => path.endsWith('.html'))).toEqual(['/despre-noi.html']);
  });

  it("lists the info pages the shop has content for, at the footer's addresses; Romania-only ones in Romania only", async () => {
    const infoPageContentIds = { faq: 1, 'data-protection': 2, warranty: 3 };
    expect(await listed({ infoPageContentIds })).toEqual(
      expect.arrayContaining(['/faq', '/data-protection', '/conditii-de-garantie.html']),
    );
    expect(await listed({ infoPageContentIds })).not.toContain('/imprint');
    expect(await listed({ infoPageContentIds, satellite: 'DE' })).not.toContain('/conditii-de-garantie.html');
  });

  it('lists each page once', async () => {
    const paths = await listed({ menuContentIds: [10], contents: { 10: 'faq' }, infoPageContentIds: { faq: 1 } });
    expect(paths.filter((path) => path === '/faq')).toHaveLength(1);
  });

  it.each(['listProducts', 'getCategoryMenu', 'listBrands', 'getContent'] as const)(
    'fails as a whole when %s cannot be read: never a partial sitemap',
    async (read) => {
      const { paths } = await pagesOf({ menuContentIds: [10], contents: { 10: 'a.html' }, failing: { read, kind: 'network' } });
      expect(paths.ok).toBe(false);
    },
  );
});
