import { WELCOME_COUPON } from './seed-coupons';
import { buildAccounts } from './seed-accounts';
import { buildBrands } from './seed-brands';
import { buildCategories, buildSubtrees } from './seed-categories';
import { DELIVERY_METHODS, PAYMENT_METHODS } from './seed-checkout';
import { buildComments } from './seed-comments';
import { buildContents } from './seed-content';
import { CENTRES } from './seed-fulfilment';
import { buildLocaleConfigs, buildStoreInfos, SYSTEM_CONFIG } from './seed-locale-configs';
import { buildOrders } from './seed-orders';
import { byDefaultSort, productSteps } from './seed-products';
import { createSeedFakers } from './seed-random';
import type { SeedCategory, SeedData, SeedProduct } from './seed-types';
import { buildUrlIndex } from './seed-url-index';

export const BESTSELLER_COUNT = 12;

/** Products per category, each counted once in its categories and all their ancestors. */
export function countProducts(categories: Map<number, SeedCategory>, products: readonly SeedProduct[]): Record<number, number> {
  const members = new Map<number, Set<number>>([...categories.keys()].map((id) => [id, new Set<number>()]));
  for (const product of products) {
    for (const categoryId of product.categoryIds) {
      let category = categories.get(categoryId);
      while (category !== undefined) {
        members.get(category.id)?.add(product.id);
        category = category.parentId === null ? undefined : categories.get(category.parentId);
      }
    }
  }
  return Object.fromEntries([...members].map(([id, ids]) => [id, ids.size]));
}

/**
 * The data set in steps: the generator pauses between parts and after each product, so a caller
 * can give the main thread back in between (the fake family builds it in slices).
 */
export function* seedSteps(): Generator<void, SeedData> {
  const fakers = createSeedFakers();
  const categories = buildCategories();
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const brands = buildBrands();
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  yield;
  const { products, pses } = yield* productSteps(fakers.main, brands);
  const bestsellerIds = [...products]
    .sort(byDefaultSort)
    .slice(0, BESTSELLER_COUNT)
    .map((product) => product.id);
  const productById = new Map(products.map((product) => [product.id, product]));
  for (const id of bestsellerIds) productById.get(id)?.tags.push('bestseller');
  const comments = buildComments(fakers, products);
  yield;
  const { contents, folders } = buildContents(products, categoryById, brandById);
  const accounts = buildAccounts();
  const orders = buildOrders(fakers.main, accounts, products, pses);
  yield;
  const localeConfigs = buildLocaleConfigs(categories, products);
  const categoryCounts = countProducts(categoryById, products);
  yield;
  const urlIndex = buildUrlIndex(products, categories, contents, brands);
  yield;
  return {
    categories,
    categoryById,
    subtreeIds: buildSubtrees(categories),
    categoryCounts,
    brands,
    brandById,
    products,
    productById,
    pseById: pses,
    centres: [...CENTRES],
    comments,
    bestsellerIds,
    contents,
    contentById: new Map(contents.map((content) => [content.id, content])),
    folders,
    localeConfigs,
    storeInfos: buildStoreInfos(),
    systemConfig: { ...SYSTEM_CONFIG },
    deliveryMethods: [...DELIVERY_METHODS],
    paymentMethods: [...PAYMENT_METHODS],
    accounts,
    orders,
    urlIndex,
    coupons: [{ ...WELCOME_COUPON }],
    unregisteredVatNumbers: [],
    refusedNewsletterEmails: [],
  };
}

/** The data set at once (Node, tests). */
export function generateSeedData(): SeedData {
  const steps = seedSteps();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

let shared: SeedData | null = null;

export function getSeedData(): SeedData {
  shared ??= generateSeedData();
  return shared;
}
