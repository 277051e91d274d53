import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { expectServedAsHeld as same, expectServedFailure } from '../../support/expect-served';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';
import { SHIPPED_CONTEXT, SHOP_CONTEXTS, SHOP_LOCALES } from '../../support/shop-contexts';

const facts = seedFacts();
const UNKNOWN_ID = 999_999;
const PRODUCTS = {
  'in stock': facts.productInStockId,
  'with a list price': facts.productWithListPriceId,
  'without variants': facts.productWithoutVariantsId,
  'on price request': facts.priceRequestProductId,
  'sold out': facts.productOutOfStockId,
};
const customerId = DEMO_ACCOUNTS.private.customerId;

/** A variant the demo customer has ordered (and not cancelled), and one they have not. */
function variantsOrderedAndNot(): { ordered: number; notOrdered: number } {
  const orders = getSeedData().orders.filter((order) => order.customerId === customerId && order.status !== 'canceled');
  const ordered = orders[0]?.lines[0];
  const boughtProducts = new Set(orders.flatMap((order) => order.lines.map((line) => line.productId)));
  const notOrdered = [...getSeedData().pseById.values()].find((pse) => !boughtProducts.has(pse.productId));
  if (ordered === undefined || notOrdered === undefined) throw new Error('The seed has no such orders');
  return { ordered: ordered.pseId, notOrdered: notOrdered.id };
}

describe('the fake backend: products (ProductPort)', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  it.each(Object.entries(PRODUCTS))('serves a product %s, with its combinations', async (_, productId) => {
    for (const locale of SHOP_LOCALES) {
      const ctx = SHOP_CONTEXTS[locale];
      await same(world.http.products.getProduct(productId, ctx), world.fake.products.getProduct(productId, ctx));
    }
  });

  it('sends gross prices at the tax rate of the country the call names', async () => {
    const shop = world.backend.providers['shop-api'].url;
    const grossOf = async (countryId: number) => {
      const answer = await fetch(`${shop}/api/products/${facts.productInStockId}?translation=de_DE&country_id=${countryId}`, {
        headers: { Authorization: 'Bearer fake-backend-token' },
      });
      const [product] = (await answer.json()) as { PRICE: number; TAXED_PRICE: number }[];
      return { net: product?.PRICE ?? 0, gross: product?.TAXED_PRICE };
    };
    const germany = await grossOf(SHOP_CONTEXTS.de_DE.countryId);
    expect(germany.gross).toBeCloseTo(germany.net * 1.19, 2);
    const austria = await grossOf(SHOP_CONTEXTS.de_AT.countryId);
    expect(austria.gross).toBeCloseTo(austria.net * 1.2, 2);
  });

  it('answers an unknown product as not found', async () => {
    await expectServedFailure(world.http.products.getProduct(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
    await expectServedFailure(world.http.products.getFeatures(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
  });

  it('serves a variant in the language of the country the call names', async () => {
    const { pseId } = facts.lowStockPse;
    for (const locale of ['ro_RO', 'de_DE', 'de_AT'] as const) {
      const ctx = SHOP_CONTEXTS[locale];
      await same(world.http.products.getSaleElement(pseId, ctx), world.fake.products.getSaleElement(pseId, ctx));
    }
    // get_pse carries a country, not a locale: Romania's variant texts are Romanian, for the English store too.
    await same(
      world.http.products.getSaleElement(pseId, SHOP_CONTEXTS.en_US),
      world.fake.products.getSaleElement(pseId, SHIPPED_CONTEXT),
    );
    await expectServedFailure(world.http.products.getSaleElement(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
  });

  it.each(SHOP_LOCALES)('serves the features of %s in their order', async (locale) => {
    const ctx = SHOP_CONTEXTS[locale];
    const productId = facts.lowStockPse.productId;
    await same(world.http.products.getFeatures(productId, ctx), world.fake.products.getFeatures(productId, ctx));
  });

  it('serves the quantity multiple of a variant; an unknown variant is not found', async () => {
    const { pseId } = facts.plentifulPse;
    await same(
      world.http.products.getQuantityMultiple(pseId, SHIPPED_CONTEXT),
      world.fake.products.getQuantityMultiple(pseId, SHIPPED_CONTEXT),
    );
    await expectServedFailure(world.http.products.getQuantityMultiple(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
  });

  it('serves delivery delays of products and variants, and none where none is configured', async () => {
    const { productId, pseId } = facts.lowStockPse;
    await same(world.http.products.getDeliveryDelay(productId), world.fake.products.getDeliveryDelay(productId));
    await same(world.http.products.getVariantDeliveryDelay(pseId), world.fake.products.getVariantDeliveryDelay(pseId));
    const priceRequest = facts.priceRequestProductId;
    await same(world.http.products.getDeliveryDelay(priceRequest), world.fake.products.getDeliveryDelay(priceRequest));
    // The wire answers 404 for an unknown product as for one without a delay; the storefront reads both as none.
    expect(await world.http.products.getDeliveryDelay(UNKNOWN_ID)).toEqual({ ok: true, value: null });
    expect(await world.http.products.getVariantDeliveryDelay(UNKNOWN_ID)).toEqual({ ok: true, value: null });
  });

  it('serves the stock of each fulfilment centre; an unknown variant is not found', async () => {
    const { pseId } = facts.lowStockPse;
    await same(world.http.products.getFulfilmentStock(pseId), world.fake.products.getFulfilmentStock(pseId));
    await expectServedFailure(world.http.products.getFulfilmentStock(UNKNOWN_ID), 'not-found');
  });

  it('serves accessories and recommendations in the shop language (the calls carry none)', async () => {
    const productId = facts.productInStockId;
    await same(
      world.http.products.getAccessories(productId, SHOP_CONTEXTS.de_DE),
      world.fake.products.getAccessories(productId, SHIPPED_CONTEXT),
    );
    await same(
      world.http.products.getRecommendations(productId, SHOP_CONTEXTS.de_DE),
      world.fake.products.getRecommendations(productId, SHIPPED_CONTEXT),
    );
    await expectServedFailure(world.http.products.getAccessories(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
    await expectServedFailure(world.http.products.getRecommendations(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
  });

  it('serves a product’s comments; an unknown product is not found', async () => {
    const productId = facts.productWithCommentsId;
    await same(world.http.products.getComments(productId), world.fake.products.getComments(productId));
    await expectServedFailure(world.http.products.getComments(UNKNOWN_ID), 'not-found');
  });

  it('lets a customer comment on what they ordered, and only that', async () => {
    const { ordered, notOrdered } = variantsOrderedAndNot();
    expect(await world.http.products.canComment(ordered, customerId)).toEqual({ ok: true, value: true });
    await same(world.http.products.canComment(ordered, customerId), world.fake.products.canComment(ordered, customerId));
    expect(await world.http.products.canComment(notOrdered, customerId)).toEqual({ ok: true, value: false });
    await expectServedFailure(world.http.products.canComment(UNKNOWN_ID, customerId), 'not-found');
  });
});
