import { afterAll, beforeAll, describe, it } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { ProductQuery } from '../../../ports/model/product';
import { expectServedAsHeld as same, expectServedFailure } from '../../support/expect-served';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';
import { SHIPPED_CONTEXT, SHOP_CONTEXTS, SHOP_LOCALES } from '../../support/shop-contexts';

const facts = seedFacts();
const { brandId, categoryId } = facts.brandCategory;
const UNKNOWN_ID = 999_999;
const query = (overrides: Partial<ProductQuery> = {}): ProductQuery => ({ limit: 12, offset: 0, sort: 'default', ...overrides });

describe('the fake backend: catalog (CatalogPort)', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  it.each(SHOP_LOCALES)('lists products as the fake does, in %s', async (locale) => {
    const ctx = SHOP_CONTEXTS[locale];
    await same(world.http.catalog.listProducts(query(), ctx), world.fake.catalog.listProducts(query(), ctx));
  });

  it.each([
    ['sorted by price, highest first', query({ sort: 'priceHighToLow', offset: 12 })],
    ['sorted by price, lowest first', query({ sort: 'priceLowToHigh' })],
    ['of one category and brand', query({ categoryId, brandId })],
    ['in stock only', query({ categoryId, availableOnly: true, limit: 50 })],
    ['by ids, in the order asked', query({ ids: [facts.productInStockId, facts.productWithListPriceId, UNKNOWN_ID] })],
    ['by ids, sorted by price', query({ ids: [facts.productInStockId, facts.productWithListPriceId], sort: 'priceLowToHigh' })],
    ['with nothing to show', query({ ids: [] })],
  ])('lists products %s', async (_, productQuery) => {
    await same(
      world.http.catalog.listProducts(productQuery, SHOP_CONTEXTS.de_AT),
      world.fake.catalog.listProducts(productQuery, SHOP_CONTEXTS.de_AT),
    );
  });

  it('serves a category in the shop language, its only language on the wire', async () => {
    await same(
      world.http.catalog.getCategory(categoryId, SHIPPED_CONTEXT),
      world.fake.catalog.getCategory(categoryId, SHIPPED_CONTEXT),
    );
    // The call carries no locale: a German shopper reads the category's Romanian texts.
    await same(
      world.http.catalog.getCategory(categoryId, SHOP_CONTEXTS.de_DE),
      world.fake.catalog.getCategory(categoryId, SHIPPED_CONTEXT),
    );
    await expectServedFailure(world.http.catalog.getCategory(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
  });

  it.each(SHOP_LOCALES)('serves the category menu of %s', async (locale) => {
    const ctx = SHOP_CONTEXTS[locale];
    await same(world.http.catalog.getCategoryMenu(ctx), world.fake.catalog.getCategoryMenu(ctx));
  });

  it('serves the category counts, of all categories, of children and of one category', async () => {
    await same(world.http.catalog.getCategoryCounts(), world.fake.catalog.getCategoryCounts());
    const parents = [1, 11, categoryId];
    await same(world.http.catalog.getChildCategoryCounts(parents), world.fake.catalog.getChildCategoryCounts(parents));
    await same(world.http.catalog.countCategoryProducts(categoryId), world.fake.catalog.countCategoryProducts(categoryId));
    await same(
      world.http.catalog.countCategoryProducts(categoryId, brandId),
      world.fake.catalog.countCategoryProducts(categoryId, brandId),
    );
    await expectServedFailure(world.http.catalog.countCategoryProducts(UNKNOWN_ID), 'not-found');
  });

  it.each(SHOP_LOCALES)('serves a brand and the brand lists of %s with their counts', async (locale) => {
    const ctx = SHOP_CONTEXTS[locale];
    await same(world.http.catalog.getBrand(brandId, ctx), world.fake.catalog.getBrand(brandId, ctx));
    await same(world.http.catalog.listBrands(ctx), world.fake.catalog.listBrands(ctx));
    await same(world.http.catalog.listBrands(ctx, categoryId), world.fake.catalog.listBrands(ctx, categoryId));
  });

  it('counts a brand’s products, in all and within a category; an unknown brand is not found', async () => {
    await same(world.http.catalog.countBrandProducts(brandId), world.fake.catalog.countBrandProducts(brandId));
    await same(
      world.http.catalog.countBrandProducts(brandId, categoryId),
      world.fake.catalog.countBrandProducts(brandId, categoryId),
    );
    await expectServedFailure(world.http.catalog.getBrand(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
    await expectServedFailure(world.http.catalog.countBrandProducts(UNKNOWN_ID), 'not-found');
    await expectServedFailure(world.http.catalog.listBrands(SHIPPED_CONTEXT, UNKNOWN_ID), 'not-found');
  });

  it('serves the bestsellers and a category’s recommendations in the shop language (the calls carry none)', async () => {
    await same(world.http.catalog.getBestsellers(SHOP_CONTEXTS.de_DE), world.fake.catalog.getBestsellers(SHIPPED_CONTEXT));
    await same(
      world.http.catalog.getCategoryRecommendations(categoryId, SHOP_CONTEXTS.en_US),
      world.fake.catalog.getCategoryRecommendations(categoryId, SHIPPED_CONTEXT),
    );
    await expectServedFailure(world.http.catalog.getCategoryRecommendations(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
  });
});
