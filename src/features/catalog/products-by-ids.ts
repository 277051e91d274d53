import type { CatalogPort } from '../../../ports/catalog-port';
import type { Product, ProductPage } from '../../../ports/model/product';
import { ok } from '../../../ports/model/result';
import type { CachedQuery } from '../../shared/cached-query';
import type { QueryFactory } from '../shop/query-factory';

/** Products by id in the order of the ids (the server may return them in any order; missing ones are skipped). */
export function inIdOrder(products: readonly Product[], ids: readonly number[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product === undefined ? [] : [product];
  });
}

/** A list of products by id through the cache (homepage products, recently viewed). */
export function productsByIds(
  factory: QueryFactory,
  catalog: CatalogPort,
  ids: () => readonly number[],
  name: string,
): CachedQuery<ProductPage> {
  return factory.create({
    identity: () => {
      const list = ids();
      return list.length === 0 ? null : `products:${name}:${list.join(',')}`;
    },
    scope: 'language+country',
    load: (ctx) => {
      const list = [...ids()];
      if (list.length === 0) return Promise.resolve(ok({ products: [], total: 0 }));
      return catalog.listProducts({ ids: list, limit: list.length, offset: 0, sort: 'default' }, ctx);
    },
  });
}
