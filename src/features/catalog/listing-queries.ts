import type { CatalogPort } from '../../../ports/catalog-port';
import type { Brand, BrandWithCount, Category, CategoryCounts } from '../../../ports/model/category';
import type { ProductPage } from '../../../ports/model/product';
import type { Result } from '../../../ports/model/result';
import type { CachedQuery } from '../../shared/cached-query';
import type { ListingParams } from './listing-params';
import { BESTSELLERS, COLLECTION_POOL_SIZE, sourceBrandId, sourceCategoryId, type ListingSource } from './listing-source';
import type { QueryFactory } from '../shop/query-factory';

export interface ListingQueries {
  category: CachedQuery<Category>;
  brand: CachedQuery<Brand>;
  /** Brand filter: on category listings and on /products, from the brand list with its counts. */
  brands: CachedQuery<BrandWithCount[]>;
  /** Sub-category links of a category listing: category_count/children/?category_ids=<parent>. */
  childCounts: CachedQuery<CategoryCounts>;
  /** Category filter of a brand listing (and of /products): top-level categories counted for the brand. */
  brandCategoryCounts: CachedQuery<CategoryCounts>;
  /** The product pool a collection (tag or bestsellers) is cut from. */
  collection: CachedQuery<ProductPage>;
}

export interface ListingQueryInputs {
  source: ListingSource;
  params: () => ListingParams;
  topCategoryIds: () => number[];
  countTopCategories: () => Promise<Result<CategoryCounts>>;
}

/** The reads of a listing's header, filters and collection; each asks nothing (null identity) where it does not apply. */
export function listingQueries(factory: QueryFactory, catalog: CatalogPort, inputs: ListingQueryInputs): ListingQueries {
  const { source } = inputs;
  const categoryId = sourceCategoryId(source) ?? 0;
  const brandId = sourceBrandId(source) ?? 0;
  const collection = source.kind === 'collection' ? source.collection : null;
  return {
    category: factory.create({
      identity: () => (source.kind === 'category' ? `category:${categoryId}` : null),
      scope: 'language',
      load: (ctx) => catalog.getCategory(categoryId, ctx),
    }),
    brand: factory.create({
      identity: () => (source.kind === 'brand' ? `brand:${brandId}` : null),
      scope: 'language',
      load: (ctx) => catalog.getBrand(brandId, ctx),
    }),
    brands: factory.create({
      identity: () => {
        if (source.kind === 'category') return `brand-list:${categoryId}`;
        if (source.kind === 'all') return `brand-list:${inputs.params().categoryId ?? 'all'}`;
        return null;
      },
      scope: 'language+country',
      load: (ctx) => catalog.listBrands(ctx, source.kind === 'category' ? categoryId : (inputs.params().categoryId ?? undefined)),
    }),
    childCounts: factory.create({
      identity: () => (source.kind === 'category' ? `category-children-counts:${categoryId}` : null),
      scope: 'global',
      load: () => catalog.getChildCategoryCounts([categoryId]),
    }),
    brandCategoryCounts: factory.create({
      identity: () => {
        const ids = inputs.topCategoryIds();
        if ((source.kind !== 'brand' && source.kind !== 'all') || ids.length === 0) return null;
        return `category-count:${source.kind === 'brand' ? brandId : 'all'}:${ids.join(',')}`;
      },
      scope: 'global',
      load: inputs.countTopCategories,
    }),
    collection: factory.create({
      identity: () => {
        if (collection === null) return null;
        return collection === BESTSELLERS ? 'bestsellers' : `products:pool:${COLLECTION_POOL_SIZE}`;
      },
      scope: 'language+country',
      load: (ctx) =>
        collection === BESTSELLERS
          ? catalog.getBestsellers(ctx)
          : catalog.listProducts({ limit: COLLECTION_POOL_SIZE, offset: 0, sort: 'default' }, ctx),
    }),
  };
}
