import type { FakeWorld } from '../fake-world';
import { ensureOtherAddress } from '../states/account-data';
import type { ProviderStates } from '../provider-states';
import {
  ensureBestsellers,
  ensureBrandDescribed,
  ensureBrandHasProducts,
  ensureCategoryHasProducts,
  ensureCategoryRecommendations,
} from '../states/catalog-data';
import { makeTopLevel, moveCategory } from '../states/category-tree';
import { ensurePse } from '../states/clone-product';
import { ensurePostscriptum, moveContentToFolder } from '../states/content-data';
import { ensureCompleteLocaleConfig, ensureSalesBar } from '../states/locale-config-data';
import { ensureBought } from '../states/order-data';
import { checkPickupPoint, noPickup, pickUpAt } from '../states/pickup-data';
import {
  ensureAccessories,
  ensureCentreStock,
  ensureCombinations,
  ensureComments,
  ensureRecommendations,
  setProductDelay,
  setPseDelay,
  setQuantityMultiple,
} from '../states/product-data';
import { idParam, idsParam, onSetup, textParam } from '../states/state-params';

/**
 * The fast API's provider states (contracts/README.md, "Provider states"): each puts the data it
 * names in place in the backend's own data set, cloning or moving seed records where needed.
 */
export function fastApiStates(world: FakeWorld): ProviderStates {
  const { data } = world;
  return {
    // config
    'the {satellite} satellite has a {locale} locale config': onSetup((p) =>
      ensureCompleteLocaleConfig(data, textParam(p, 'locale')),
    ),
    'the SalesBar module is active, with an entry for {country}': onSetup((p) => ensureSalesBar(data, textParam(p, 'country'))),
    'the system config variable {name} is {value}': onSetup((p) => {
      data.systemConfig[textParam(p, 'name')] = textParam(p, 'value');
    }),
    // The fake shop's container is fixed (GTM-FAKE01); the pact accepts any GTM- id.
    'the shop uses tag-manager container {containerId}': onSetup(() => undefined),
    // catalog
    'the shop has bestsellers': onSetup(() => ensureBestsellers(data)),
    'brand {brandId} has products': onSetup((p) => ensureBrandHasProducts(data, idParam(p, 'brandId'))),
    'brand {brandId} has a description and a logo': onSetup((p) => ensureBrandDescribed(data, idParam(p, 'brandId'))),
    'category {categoryId} has products of brand {brandId}': onSetup((p) =>
      ensureBrandHasProducts(data, idParam(p, 'brandId'), idParam(p, 'categoryId')),
    ),
    'category {categoryId} is a child of the top-level category {parentId}': onSetup((p) => {
      makeTopLevel(data, idParam(p, 'parentId'));
      moveCategory(data, idParam(p, 'categoryId'), idParam(p, 'parentId'));
    }),
    'category {categoryId} has the child categories {childIds}': onSetup((p) => {
      for (const childId of idsParam(p, 'childIds')) moveCategory(data, childId, idParam(p, 'categoryId'));
    }),
    'categories {categoryIds} have products': onSetup((p) => {
      for (const categoryId of idsParam(p, 'categoryIds')) ensureCategoryHasProducts(data, categoryId);
    }),
    'category {categoryId} has recommendations': onSetup((p) => ensureCategoryRecommendations(data, idParam(p, 'categoryId'))),
    // content
    'content {contentId} has a text, a URL and a postscriptum': onSetup((p) => ensurePostscriptum(data, idParam(p, 'contentId'))),
    'folder {folderId} holds content {contentId}': onSetup((p) =>
      moveContentToFolder(data, idParam(p, 'contentId'), idParam(p, 'folderId')),
    ),
    // products
    'product {productId} has combinations, each with a colour and a size': onSetup((p) =>
      ensureCombinations(data, idParam(p, 'productId')),
    ),
    'product {productId} has comments': onSetup((p) => ensureComments(data, idParam(p, 'productId'))),
    'product {productId} has accessories': onSetup((p) => ensureAccessories(data, idParam(p, 'productId'))),
    'product {productId} has recommendations': onSetup((p) => ensureRecommendations(data, idParam(p, 'productId'))),
    'product {productId} has a delivery delay': onSetup((p) => setProductDelay(data, idParam(p, 'productId'), true)),
    'product {productId} has no delivery delay': onSetup((p) => setProductDelay(data, idParam(p, 'productId'), false)),
    'pse {pseId} has a delivery delay and goes by freight': onSetup((p) =>
      setPseDelay(data, idParam(p, 'pseId'), { freight: true }),
    ),
    'pse {pseId} has no delivery delay': onSetup((p) => setPseDelay(data, idParam(p, 'pseId'), null)),
    'pse {pseId} is sold in multiples of {multiple}': onSetup((p) =>
      setQuantityMultiple(data, idParam(p, 'pseId'), idParam(p, 'multiple')),
    ),
    'pse {pseId} is stocked in fulfilment centre {fulfilmentCentreId}': onSetup((p) =>
      ensureCentreStock(data, idParam(p, 'pseId'), idParam(p, 'fulfilmentCentreId')),
    ),
    // The fake keeps no comments per customer: one who bought the product may comment.
    'customer {customerId} bought pse {pseId} and has not commented on it': onSetup((p) => {
      const pse = ensurePse(data, idParam(p, 'pseId'));
      const line = { productId: pse.productId, pseId: pse.id, quantity: 1, unitNet: pse.netPrice, listUnitNet: pse.netPrice };
      ensureBought(world, idParam(p, 'customerId'), line);
    }),
    // logistics
    'pickup point {pickupPointId} exists': onSetup((p) => checkPickupPoint(idParam(p, 'pickupPointId'))),
    'order {orderId} is picked up at pickup point {pickupPointId}': onSetup((p) =>
      pickUpAt(world, idParam(p, 'orderId'), idParam(p, 'pickupPointId')),
    ),
    'order {orderId} has no local pickup': onSetup((p) => noPickup(world, idParam(p, 'orderId'))),
    // customer
    'customer {customerId} has address {addressId}': onSetup((p) => {
      ensureOtherAddress(world, idParam(p, 'customerId'), idParam(p, 'addressId'));
    }),
  };
}
