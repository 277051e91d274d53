import type { Result } from '../../../ports/model/result';
import type { ShopContext } from '../../../ports/model/shop-context';
import type { ProductPort } from '../../../ports/product-port';
import type { CachedQuery } from '../../shared/cached-query';
import type { QueryFactory, QueryScope } from '../shop/query-factory';
import { STALE_AFTER_SHORT_S } from '../../shared/query-cache';

interface ProductQuerySpec<T> {
  /** Whether the read is about the product or about one of its variants (PRODUCT_SALE_ELEMENT). */
  of: 'product' | 'pse';
  scope: QueryScope;
  staleAfterS?: number;
  load: (port: ProductPort, id: number, ctx: ShopContext) => Promise<Result<T>>;
}

const query = <T>(spec: ProductQuerySpec<T>): ProductQuerySpec<T> => spec;

/**
 * Every read of the product page, and of the cart lines that show the same facts, in one table.
 * The key of a read is its name, the id and its scope, so the product page and the cart share answers.
 */
export const PRODUCT_QUERIES = {
  product: query({ of: 'product', scope: 'language+country', load: (p, id, ctx) => p.getProduct(id, ctx) }),
  pse: query({ of: 'pse', scope: 'language+country', load: (p, id, ctx) => p.getSaleElement(id, ctx) }),
  multiple: query({ of: 'pse', scope: 'language', load: (p, id, ctx) => p.getQuantityMultiple(id, ctx) }),
  variantDelay: query({
    of: 'pse',
    scope: 'global',
    staleAfterS: STALE_AFTER_SHORT_S,
    load: (p, id) => p.getVariantDeliveryDelay(id),
  }),
  productDelay: query({
    of: 'product',
    scope: 'global',
    staleAfterS: STALE_AFTER_SHORT_S,
    load: (p, id) => p.getDeliveryDelay(id),
  }),
  fulfilment: query({ of: 'pse', scope: 'global', load: (p, id) => p.getFulfilmentStock(id) }),
  features: query({ of: 'product', scope: 'language', load: (p, id, ctx) => p.getFeatures(id, ctx) }),
  accessories: query({ of: 'product', scope: 'language+country', load: (p, id, ctx) => p.getAccessories(id, ctx) }),
  recommendations: query({ of: 'product', scope: 'language+country', load: (p, id, ctx) => p.getRecommendations(id, ctx) }),
  comments: query({ of: 'product', scope: 'global', load: (p, id) => p.getComments(id) }),
};

export type ProductQueryName = keyof typeof PRODUCT_QUERIES;
type Answer<K extends ProductQueryName> = (typeof PRODUCT_QUERIES)[K] extends ProductQuerySpec<infer T> ? T : never;
export type ProductQueries<K extends ProductQueryName = ProductQueryName> = { [N in K]: CachedQuery<Answer<N>> };

/** The ids the reads are about; null while they are not known. */
export interface QueryIds {
  product: () => number | null;
  pse: () => number | null;
}

/** Builds the named reads of the table for the ids given. */
export function productQueries<K extends ProductQueryName>(
  factory: QueryFactory,
  port: ProductPort,
  ids: QueryIds,
  names: readonly K[],
): ProductQueries<K> {
  const build = <N extends K>(name: N): CachedQuery<Answer<N>> => {
    const spec = PRODUCT_QUERIES[name] as ProductQuerySpec<Answer<N>>;
    const id = ids[spec.of];
    return factory.create({
      identity: () => {
        const value = id();
        return value === null ? null : `${name}:${value}`;
      },
      scope: spec.scope,
      staleAfterS: spec.staleAfterS,
      load: (ctx) => spec.load(port, id() ?? 0, ctx),
    });
  };
  return Object.fromEntries(names.map((name) => [name, build(name)])) as ProductQueries<K>;
}
