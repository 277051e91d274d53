import type { NavCategory } from '../../../ports/model/category';
import type { Product, ProductQuery, ProductSort } from '../../../ports/model/product';
import { positiveInt, type ListingParams } from './listing-params';

export type ListingSource =
  | { kind: 'category'; categoryId: number; title?: string }
  | { kind: 'brand'; brandId: number; title?: string }
  | { kind: 'content-filter'; categoryId: number; brandId: number; title?: string }
  | { kind: 'all' }
  /** A product tag ('new', 'sale', 'eco', …) or the bestseller list, from /shop-grid-standard/{type}. */
  | { kind: 'collection'; collection: string };

export const BESTSELLERS = 'bestsellers';
/** Collections (tags such as 'new' or 'sale') have no server filter: they are cut from this many products. */
export const COLLECTION_POOL_SIZE = 240;

export interface FacetOption {
  id: number;
  title: string;
  count: number;
  /** Sub-category links carry the category URL; brand and category filters do not. */
  url?: string;
}

/** /shop-grid-standard/{type}: a numeric type is a category id, anything else a collection (tag). */
export function gridSource(type: string | undefined): ListingSource {
  const raw = (type ?? '').trim();
  const id = positiveInt(raw);
  if (id !== null) return { kind: 'category', categoryId: id };
  const collection = raw.toLowerCase();
  return { kind: 'collection', collection: /^[a-z0-9-]{1,40}$/.test(collection) ? collection : '' };
}

export const sourceKey = (source: ListingSource): string => {
  switch (source.kind) {
    case 'category':
      return `category:${source.categoryId}`;
    case 'brand':
      return `brand:${source.brandId}`;
    case 'content-filter':
      return `content:${source.categoryId}:${source.brandId}`;
    case 'all':
      return 'all';
    case 'collection':
      return `collection:${source.collection}`;
  }
};

export const sourceCategoryId = (source: ListingSource): number | null =>
  source.kind === 'category' || source.kind === 'content-filter' ? source.categoryId : null;

export const sourceBrandId = (source: ListingSource): number | null =>
  source.kind === 'brand' || source.kind === 'content-filter' ? source.brandId : null;

/** The limit/offset query of one page of a server-paged listing (index 0-based). */
export function pageQuery(source: ListingSource, params: ListingParams, index: number, pageSize: number): ProductQuery {
  const query: ProductQuery = { limit: pageSize, offset: index * pageSize, sort: params.sort };
  const categoryId = sourceCategoryId(source) ?? (source.kind === 'brand' || source.kind === 'all' ? params.categoryId : null);
  const brandId = sourceBrandId(source) ?? (source.kind === 'category' || source.kind === 'all' ? params.brandId : null);
  if (categoryId !== null) query.categoryId = categoryId;
  if (brandId !== null) query.brandId = brandId;
  return query;
}

/** Depth-first path from a root of the tree to the category, inclusive; [] when it is not in the tree. */
export function categoryPath(tree: readonly NavCategory[], categoryId: number): NavCategory[] {
  for (const node of tree) {
    if (node.id === categoryId) return [node];
    const below = categoryPath(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The selling net price a listing sorts by: the promo price when there is one. */
const sellingNet = (product: Product): number => product.promoNetPrice ?? product.netPrice;

const onSale = (product: Product): boolean =>
  product.tags.includes('sale') ||
  (product.promoNetPrice !== null && product.promoNetPrice < product.netPrice) ||
  (product.listNetPrice !== null && product.listNetPrice > sellingNet(product));

/** The products of a collection, cut from the pool and sorted (collections have no server filter). */
export function collectionProducts(pool: readonly Product[], collection: string, sort: ProductSort): Product[] {
  const tagged =
    collection === BESTSELLERS
      ? [...pool]
      : collection === 'sale'
        ? pool.filter(onSale)
        : pool.filter((p) => p.tags.some((tag) => tag.toLowerCase() === collection));
  if (sort === 'default') return tagged;
  const direction = sort === 'priceLowToHigh' ? 1 : -1;
  return tagged.sort((a, b) => direction * (sellingNet(a) - sellingNet(b)) || a.id - b.id);
}
