import type { ProductPage } from '../../../ports/model/product';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { route, type Route } from '../route';
import { contextOf, numberOf } from '../shop-context';
import { brandWire, countsWire, countWire, navCategoryWire, productListWire } from './catalog-wire';

/** The fast API's category menu, counts, brands and listing recommendations (tag catalog). */
export function catalogRoutes({ fakes, data }: FakeWorld): Route[] {
  const shipped = contextOf(data, null);
  const page = ({ products }: ProductPage) => productListWire(products, shipped.countryId);
  return [
    route('GET', '/api/category_menu/custom_attribute/', async ({ query }) =>
      fromResult(await fakes.catalog.getCategoryMenu(contextOf(data, query.get('locale'))), (menu) => menu.map(navCategoryWire)),
    ),
    route('GET', '/api/category_count/custom_attribute/', async () =>
      fromResult(await fakes.catalog.getCategoryCounts(), countsWire),
    ),
    route('GET', '/api/category_count/children/', async ({ query }) => {
      const ids = (query.get('category_ids') ?? '').split(',').flatMap((part) => numberOf(part) ?? []);
      return fromResult(await fakes.catalog.getChildCategoryCounts(ids), countsWire);
    }),
    route('GET', '/api/category_count/single/{category_id}', async ({ params, query }) => {
      const count = await fakes.catalog.countCategoryProducts(Number(params.category_id), numberOf(query.get('brand_id')));
      return fromResult(count, countWire);
    }),
    route('GET', '/api/brands/{id}/{locale}', async ({ params }) =>
      fromResult(await fakes.catalog.getBrand(Number(params.id), contextOf(data, params.locale ?? null)), brandWire),
    ),
    route('GET', '/api/brand_list', async ({ query }) => {
      const ctx = contextOf(data, query.get('locale'));
      const brands = await fakes.catalog.listBrands(ctx, numberOf(query.get('category_id')));
      return fromResult(brands, (list) => list.map(brandWire));
    }),
    route('GET', '/api/brand_count/{id}', async ({ params }) =>
      fromResult(await fakes.catalog.countBrandProducts(Number(params.id)), countWire),
    ),
    route('GET', '/api/brand_category_count/', async ({ query }) => {
      const brandId = numberOf(query.get('brand_id')) ?? Number.NaN;
      const count = await fakes.catalog.countBrandProducts(brandId, numberOf(query.get('category_id')));
      return fromResult(count, countWire);
    }),
    route('GET', '/api/recommendation/bestseller-data/', async () =>
      fromResult(await fakes.catalog.getBestsellers(shipped), page),
    ),
    route('GET', '/api/recommendation/category-data/', async ({ query }) => {
      const categoryId = numberOf(query.get('category_id')) ?? Number.NaN;
      return fromResult(await fakes.catalog.getCategoryRecommendations(categoryId, shipped), page);
    }),
  ];
}
