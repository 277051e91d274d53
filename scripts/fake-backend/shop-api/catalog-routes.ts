import type { ProductPage } from '../../../ports/model/product';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { productWire } from '../product-wire';
import { route, type BackendRequest, type Route } from '../route';
import { contextOf, numberOf } from '../shop-context';
import { categoryItemWire, productQueryOf, withErrorField } from './catalog-wire';

/** The shop API's listings and categories (tag catalog). */
export function catalogRoutes({ fakes, data }: FakeWorld): Route[] {
  const listing = async ({ query }: BackendRequest, withIds: boolean) => {
    const ctx = contextOf(data, query.get('translation') ?? query.get('locale'), numberOf(query.get('country_id')));
    const productQuery = { ...productQueryOf(query), ...(withIds ? {} : { ids: undefined }) };
    const page = await fakes.catalog.listProducts(productQuery, ctx);
    return withErrorField(
      fromResult(page, ({ products, total }: ProductPage) => ({
        products: products.map((product) => productWire(product, ctx.countryId)),
        total,
      })),
    );
  };
  return [
    route('GET', '/api/products/', (request) => listing(request, false)),
    route('GET', '/api/products_list/', (request) => listing(request, true)),
    route('GET', '/api/categories/{categoryId}', async ({ params }) => {
      const category = await fakes.catalog.getCategory(Number(params.categoryId), contextOf(data, null));
      return withErrorField(fromResult(category, (value) => ({ categoryItems: [categoryItemWire(value)] })));
    }),
  ];
}
