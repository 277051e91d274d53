import type { FakeWorld } from '../fake-world';
import type { ProviderStates } from '../provider-states';
import { INDEX_PREFIX } from '../search-service/search-settings';
import { ensureCategoryHasProducts } from '../states/catalog-data';
import { moveCategory } from '../states/category-tree';
import { ensureProduct } from '../states/clone-product';
import {
  checkColourAndSize,
  checkCounties,
  checkStoreContact,
  ensureCategoryDescription,
  ensureFullyDescribed,
  ensureListFeature,
  pointUrlAt,
  removeUrl,
} from '../states/shop-catalog-data';
import { idParam, idsParam, onSetup, textParam } from '../states/state-params';

/** The shop API's catalog, product, URL and store states. */
export function catalogStates(world: FakeWorld): ProviderStates {
  const { data } = world;
  return {
    'category {categoryId} has products': onSetup((p) => ensureCategoryHasProducts(data, idParam(p, 'categoryId'))),
    'category {categoryId}, with a description, is a child of category {parentId}': onSetup((p) => {
      moveCategory(data, idParam(p, 'categoryId'), idParam(p, 'parentId'));
      ensureCategoryDescription(data, idParam(p, 'categoryId'));
    }),
    'products {productIds} exist': onSetup((p) => {
      for (const productId of idsParam(p, 'productIds')) ensureProduct(data, productId);
    }),
    'product {productId} is fully described: promo and list price, brand, tags, images, colours and sizes': onSetup((p) =>
      ensureFullyDescribed(data, idParam(p, 'productId')),
    ),
    'product {productId} has a feature whose value is one of a list': onSetup((p) =>
      ensureListFeature(data, idParam(p, 'productId')),
    ),
    'pse {pseId} of product {productId} has a colour and a size': onSetup((p) =>
      checkColourAndSize(data, idParam(p, 'productId'), idParam(p, 'pseId')),
    ),
    'country {countryId} has counties': onSetup((p) => checkCounties(idParam(p, 'countryId'))),
    'the URL {url} points at product {productId}': onSetup((p) => pointUrlAt(data, textParam(p, 'url'), idParam(p, 'productId'))),
    'no URL {url} exists': onSetup((p) => removeUrl(data, textParam(p, 'url'))),
    'the {satellite} store has contact data in {locale}': onSetup((p) => checkStoreContact(data, textParam(p, 'locale'))),
    'the search service is configured with the index prefix {prefix}': onSetup((p) => {
      if (textParam(p, 'prefix') !== INDEX_PREFIX) throw new Error(`the search indexes have the prefix ${INDEX_PREFIX}`);
    }),
  };
}
