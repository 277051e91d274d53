import { describe, expect, it } from 'vitest';
import { FakeOrderBook } from '../../../adapters/fake/fake-order-book';
import { InMemoryProducts } from '../../../adapters/fake/in-memory-products';
import { generateSeedData, getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { DE, EN, RO, TestClock, error, value } from './fake-test-support';

const data = getSeedData();
const facts = seedFacts();
const products = new InMemoryProducts(data, new FakeOrderBook(data.orders, new TestClock()), 'ro');

describe('the in-memory products', () => {
  it('serves a product with its variants in the context language', async () => {
    const product = value(await products.getProduct(facts.productInStockId, DE));
    expect(product.title).toBe(data.productById.get(facts.productInStockId)?.title.de);
    expect(product.stock).toBeGreaterThanOrEqual(10);
    expect(product.colours.length).toBeGreaterThan(0);
    expect(error(await products.getProduct(1, RO))).toMatchObject({ kind: 'not-found' });
  });

  it('serves sale elements, features, delays, centre stock and quantity multiples', async () => {
    const { pseId, stock } = facts.lowStockPse;
    expect(value(await products.getSaleElement(pseId, EN))).toMatchObject({ id: pseId, stock });
    const features = value(await products.getFeatures(facts.lowStockPse.productId, RO));
    expect(features.map((f) => f.title)).toContain('Lățime');
    const delay = value(await products.getVariantDeliveryDelay(pseId));
    expect(delay?.minDays).toBeLessThanOrEqual(delay?.maxDays ?? 0);
    expect(delay?.text).toMatch(/zile lucrătoare/);
    const centres = value(await products.getFulfilmentStock(pseId));
    expect(centres.map((c) => c.name)).toEqual(['Bucharest', 'Cluj', 'Berlin', 'Vienna']);
    expect(centres.reduce((sum, c) => sum + c.stock, 0)).toBe(stock);
    expect(value(await products.getQuantityMultiple(pseId, RO))).toBeGreaterThanOrEqual(1);
    expect(value(await products.getDeliveryDelay(facts.priceRequestProductId))).toBeNull();
  });

  it('serves no delay for a variant that has none configured', async () => {
    const own = generateSeedData();
    const [pse] = own.pseById.values();
    if (pse === undefined) throw new Error('no variant in the seed');
    pse.delay = null;
    const ownProducts = new InMemoryProducts(own, new FakeOrderBook(own.orders, new TestClock()), 'ro');
    expect(value(await ownProducts.getVariantDeliveryDelay(pse.id))).toBeNull();
  });

  it('serves accessories, recommendations and comments', async () => {
    expect(value(await products.getRecommendations(facts.productInStockId, RO)).length).toBeGreaterThanOrEqual(4);
    expect(Array.isArray(value(await products.getAccessories(facts.productInStockId, RO)))).toBe(true);
    const comments = value(await products.getComments(facts.productWithCommentsId));
    expect(comments.length).toBeGreaterThan(1);
    expect(comments.every((c) => c.rating >= 1 && c.rating <= 5)).toBe(true);
  });
});
