import type { SeedFeature } from '../../../adapters/fake/seed/seed-types';
import type { components } from '../../../adapters/http/generated/shop-api';
import type { Category } from '../../../ports/model/category';
import type { ProductFeature, ProductQuery, ProductSaleElement, ProductSort } from '../../../ports/model/product';
import type { ResolvedUrl } from '../../../ports/model/resolved-url';
import type { BackendReply } from '../route';
import { numberOf } from '../shop-context';

type Shop = components['schemas'];

/** Page size when a listing names none. */
const DEFAULT_LIMIT = 20;
/** feature_availability's "in stock" value. */
const IN_STOCK = '1';

/** The server's order keys → spec 9's sorts; an unknown key sorts as the default (sales_view_quantity). */
const SORTS: Readonly<Record<string, ProductSort>> = {
  sales_view_quantity: 'default',
  max_price: 'priceHighToLow',
  min_price: 'priceLowToHigh',
};

const idList = (text: string | null): number[] | undefined =>
  text === null ? undefined : text.split(',').flatMap((part) => numberOf(part) ?? []);

/** A listing's query string as the catalog port's query (`id` only on products_list). */
export function productQueryOf(query: URLSearchParams): ProductQuery {
  const availability = query.get('feature_availability')?.split(',') ?? [];
  return {
    limit: numberOf(query.get('limit')) ?? DEFAULT_LIMIT,
    offset: numberOf(query.get('offset')) ?? 0,
    sort: SORTS[query.get('order') ?? ''] ?? 'default',
    categoryId: numberOf(query.get('category')),
    brandId: numberOf(query.get('brand')),
    ids: idList(query.get('id')),
    availableOnly: availability.includes(IN_STOCK),
  };
}

export const categoryItemWire = (category: Category): Shop['CategoryItem'] => ({
  id: category.id,
  TITLE: category.title,
  DESCRIPTION: category.descriptionHtml,
  URL: category.url,
  PARENT: category.parentId ?? 0,
  VISIBLE: 1,
});

export const pseWire = (pse: ProductSaleElement, promoNetPrice: number | null): Shop['Pse'] => ({
  pse_id: pse.id,
  product_id: pse.productId,
  color_id: pse.colourId,
  size_id: pse.sizeId,
  REF: pse.ref,
  stock: pse.stock,
  PRICE: pse.netPrice,
  PROMO_PRICE: promoNetPrice,
  IS_PROMO: promoNetPrice === null ? 0 : 1,
  URL: pse.url,
});

/**
 * Features in the port's order (the fake has no feature ids: their position stands in); a value from
 * the feature's list comes as its list value (`FEATURE_AV_*`), free text as `FEATURE_VALUE` only.
 */
export const featureItemsWire = (features: readonly ProductFeature[], seed: readonly SeedFeature[]): Shop['ProductFeature'][] =>
  features.map((feature, position) => {
    const listed = seed[position]?.listed === true;
    return {
      FEATURE_ID: position + 1,
      FEATURE_TITLE: feature.title,
      FEATURE_AV_ID: listed ? position + 1 : null,
      FEATURE_AV_TITLE: listed ? feature.value : null,
      FEATURE_VALUE: feature.value,
      POSITION: position,
    };
  });

/** What a shop URL points at, as rewriting (and the fast API's search_url) send it. */
export const urlResolutionWire = (resolved: ResolvedUrl): Shop['UrlResolution'] => ({
  view: resolved.kind,
  view_id: resolved.id,
  ...(resolved.title === undefined ? {} : { title: resolved.title }),
});

/** rewriting, get_pse, the product calls and the order reads answer a failure with `error` (ApiError) besides the message. */
export function withErrorField(answer: BackendReply): BackendReply {
  if (answer.status < 400 || typeof answer.body !== 'object' || answer.body === null) return answer;
  const { message } = answer.body as { message?: unknown };
  return typeof message === 'string' ? { ...answer, body: { ...answer.body, error: message } } : answer;
}
