import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { Product } from '../../../ports/model/product';
import { ok, type Result } from '../../../ports/model/result';
import { PRODUCT_PORT, type ProductPort } from '../../../ports/product-port';
import { GERMANY } from '../../../src/domain/countries';
import type { ProductInput } from '../../../src/features/product/product-store';
import { givenAShop } from '../../support/build-root-store';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

/** A started shop whose product port is recorded, with some methods replaced. */
function world(overrides: Partial<ProductPort> = {}, storage = new InMemoryStorage()) {
  const shop = givenARecordedPort(PRODUCT_PORT, (fakes) => fakes.products, overrides, { storage });
  return { ...shop, calls: shop.recorded.calls, fake: shop.fakes.products };
}

async function started(w: ReturnType<typeof world>, input: ProductInput) {
  const store = (await w.root.productPage.load()).product().open(input);
  const stop = store.start();
  await vi.waitFor(() => expect(store.product).toBeDefined());
  return { store, stop };
}

/** A product from the seed with some fields replaced. */
async function seededProduct(w: ReturnType<typeof world>, id: number, patch: Partial<Product>): Promise<Result<Product>> {
  const result = await w.fake.getProduct(id, w.root.shop.context);
  return result.ok ? ok({ ...result.value, ...patch }) : result;
}

async function allProducts(w: ReturnType<typeof world>): Promise<Product[]> {
  const page = await w.fakes.catalog.listProducts({ limit: 200, offset: 0, sort: 'default' }, w.root.shop.context);
  return page.ok ? page.value.products : [];
}

describe('ProductStore: colour → size → PRODUCT_SALE_ELEMENT', () => {
  it('a pse id from a resolved URL opens that variant (not the default one)', async () => {
    const w = world();
    const product = (await allProducts(w)).find((p) => p.colours.length >= 2);
    const other = product?.colours.flatMap((c) => c.sizes).find((s) => s.pseId !== product.defaultPseId);
    expect(other).toBeDefined();
    const { store } = await started(w, { productId: product?.id ?? 0, pseId: other?.pseId ?? 0 });
    expect(store.selectedPseId).toBe(other?.pseId);
    expect(store.variant.selectedColour?.sizes.some((s) => s.pseId === other?.pseId)).toBe(true);
    await vi.waitFor(() => expect(store.priceLoading).toBe(false));
    expect(store.stock).toBe(Math.max(0, other?.stock ?? -1));
  });

  it('a pse id that is not one of the product’s variants falls back to the default', async () => {
    const w = world();
    const { store } = await started(w, { productId: seedFacts().productInStockId, pseId: seedFacts().lowStockPse.pseId });
    expect(store.selectedPseId).toBe(store.product?.defaultPseId);
  });

  it('only a pse id: the product comes from the sale element', async () => {
    const { productId, pseId } = seedFacts().lowStockPse;
    const w = world();
    const { store } = await started(w, { pseId });
    expect(store.productId).toBe(productId);
    expect(store.selectedPseId).toBe(pseId);
  });

  it('without a pse the default pse is preselected', async () => {
    const w = world();
    const { store } = await started(w, { productId: seedFacts().productInStockId });
    expect(store.selectedPseId).toBe(store.product?.defaultPseId);
  });

  it('choosing a colour picks a size in it; choosing a size picks its pse, which drives price and stock', async () => {
    const w = world();
    const multi = (await allProducts(w)).find(
      (p) => !p.isPriceRequest && p.colours.length >= 2 && (p.colours[1]?.sizes.length ?? 0) >= 2,
    );
    expect(multi).toBeDefined();
    const { store } = await started(w, { productId: multi?.id ?? 0 });
    const second = multi?.colours[1];
    store.variant.selectColour(second?.id ?? 0);
    expect(store.variant.selectedColour?.id).toBe(second?.id);
    expect(second?.sizes.map((s) => s.pseId)).toContain(store.selectedPseId);
    const size = second?.sizes[1];
    store.variant.selectPse(size?.pseId ?? 0);
    expect(store.selectedPseId).toBe(size?.pseId);
    expect(store.variant.selectedSize?.name).toBe(size?.name);
    await vi.waitFor(() => expect(store.priceLoading).toBe(false));
    const pse = await w.fake.getSaleElement(size?.pseId ?? 0, w.root.shop.context);
    expect(pse.ok && store.priceInputs?.net).toBe(pse.ok ? pse.value.netPrice : -1);
    expect(store.stock).toBe(pse.ok ? Math.max(0, pse.value.stock) : -1);
    // A pse of another product is not accepted.
    store.variant.selectPse(60001);
    expect(store.selectedPseId).toBe(size?.pseId);
  });
});

describe('ProductStore: quantity multiple', () => {
  it('adjusts the quantity to the multiple and says so only when it had to', async () => {
    const w = world({ getQuantityMultiple: async () => ok(3) });
    const { store } = await started(w, { productId: seedFacts().productInStockId });
    await vi.waitFor(() => expect(store.step).toBe(3));
    expect(store.quantity).toBe(3);
    store.setQuantity(4);
    expect(store.quantity).toBe(6);
    expect(store.quantityAdjusted).toBe(true);
    store.setQuantity(9);
    expect(store.quantity).toBe(9);
    expect(store.quantityAdjusted).toBe(false);
    store.setQuantity(-2);
    expect(store.quantity).toBe(3);
    expect(store.quantityAdjusted).toBe(true);
    expect(w.calls.find((c) => c.method === 'getQuantityMultiple')?.args[0]).toBe(store.selectedPseId);
  });
});

describe('ProductStore: delivery lead time and fulfilment stock', () => {
  it('uses the chosen variant’s delay', async () => {
    const w = world({ getVariantDeliveryDelay: async () => ok({ minDays: 3, maxDays: 5, text: 'x', freight: false }) });
    const { store } = await started(w, { productId: seedFacts().productInStockId });
    await vi.waitFor(() => expect(store.delivery).toEqual({ minDays: 3, maxDays: 5, text: 'x', freight: false }));
    expect(w.calls.find((c) => c.method === 'getVariantDeliveryDelay')?.args[0]).toBe(store.selectedPseId);
  });

  it('falls back to the product’s delay when the variant has none', async () => {
    const w = world({
      getVariantDeliveryDelay: async () => ok(null),
      getDeliveryDelay: async () => ok({ minDays: 10, maxDays: 20, text: 'y', freight: false }),
    });
    const { store } = await started(w, { productId: seedFacts().productInStockId });
    await vi.waitFor(() => expect(store.delivery?.minDays).toBe(10));
    expect(store.deliveryLoading).toBe(false);
  });

  it('fulfilment-centre stock is read for the pse; negative stock counts as 0', async () => {
    const w = world({
      getFulfilmentStock: async () =>
        ok([
          { id: 1, name: 'A', city: 'B', stock: 4 },
          { id: 2, name: 'C', city: 'D', stock: -3 },
        ]),
    });
    const { store } = await started(w, { productId: seedFacts().productInStockId });
    await vi.waitFor(() => expect(store.fulfilmentCentres).toHaveLength(2));
    expect(store.fulfilmentCentres.map((c) => c.stock)).toEqual([4, 0]);
  });
});

describe('ProductStore: bad input', () => {
  it('no variants: the default pse is used', async () => {
    const w = world();
    const { store } = await started(w, { productId: seedFacts().productWithoutVariantsId });
    expect(store.variant.hasVariants).toBe(false);
    expect(store.selectedPseId).toBe(store.product?.defaultPseId);
    expect(store.selectedPseId).not.toBeNull();
  });

  it('no variants and no default pse: add-to-cart is blocked with a reason', async () => {
    const id = seedFacts().productInStockId;
    const w = world({ getProduct: async () => seededProduct(w, id, { colours: [], defaultPseId: null }) });
    const { store } = await started(w, { productId: id });
    expect(store.selectedPseId).toBeNull();
    expect(store.addBlocker).toBe('no-variant');
  });

  it('negative stock counts as 0: out of stock', async () => {
    const stock = -4;
    const id = seedFacts().productWithoutVariantsId;
    const w = world({
      getProduct: async () => seededProduct(w, id, { stock }),
      getSaleElement: async (pseId, ctx) => {
        const real = await w.fake.getSaleElement(pseId, ctx);
        return real.ok ? ok({ ...real.value, stock }) : real;
      },
    });
    const { store } = await started(w, { productId: id });
    await vi.waitFor(() => expect(store.priceLoading).toBe(false));
    expect(store.stock).toBe(0);
    expect(store.addBlocker).toBe('out-of-stock');
  });

  it('an unknown product is not found; a network failure is an error with retry', async () => {
    const missing = world();
    const store = (await missing.root.productPage.load()).product().open({ productId: 999_999 });
    store.start();
    await vi.waitFor(() => expect(store.notFound).toBe(true));
    expect(store.failed).toBe(false);

    const flaky = givenAShop();
    flaky.knobs.fail('ProductPort.getProduct');
    const failing = (await flaky.root.productPage.load()).product().open({ productId: seedFacts().productInStockId });
    failing.start();
    await vi.waitFor(() => expect(failing.failed).toBe(true));
    expect(failing.notFound).toBe(false);
    flaky.knobs.heal('ProductPort.getProduct');
    failing.retry();
    await vi.waitFor(() => expect(failing.product).toBeDefined());
  });
});

describe('ProductStore: price requests, pricing and recently viewed', () => {
  it('price-request products: by their own flag and by the locale config', async () => {
    const w = world();
    const flagged = await started(w, { productId: seedFacts().priceRequestProductId });
    expect(flagged.store.isPriceRequest).toBe(true);
    await w.root.shop.localeConfig.ensure();
    const listed = w.root.shop.localeConfig.value?.priceRequestProductIds ?? [];
    const id = seedFacts().productInStockId;
    const plain = world({ getProduct: async () => seededProduct(plain, id, { isPriceRequest: false, id: listed[0] ?? 0 }) });
    const configured = await started(plain, { productId: listed[0] ?? 0 });
    await plain.root.shop.localeConfig.ensure();
    expect(configured.store.isPriceRequest).toBe(true);
  });

  it('the shown price follows the country (prices are computed from observables)', async () => {
    const w = world();
    await w.root.shop.localeConfig.ensure();
    const { store } = await started(w, { productId: seedFacts().productWithoutVariantsId });
    await vi.waitFor(() => expect(store.priceLoading).toBe(false));
    const romania = store.shownPrice?.amount ?? 0;
    w.root.shop.selectCountry(GERMANY);
    const germany = store.shownPrice?.amount ?? 0;
    expect(germany / romania).toBeCloseTo(1.19 / 1.21, 3);
  });

  it('records the product in recently viewed', async () => {
    const storage = new InMemoryStorage({ recently_viewed: '[2002]' });
    const w = world({}, storage);
    const { store } = await started(w, { productId: seedFacts().productInStockId });
    expect(w.root.recentlyViewed.ids).toEqual([store.product?.id, 2002]);
    expect(storage.get('recently_viewed')).toBe(JSON.stringify([store.product?.id, 2002]));
  });

  it('a second visit renders at once from the cache and makes no request inside the window', async () => {
    const w = world();
    const first = await started(w, { productId: seedFacts().productInStockId });
    await vi.waitFor(() => expect(first.store.priceLoading).toBe(false));
    const stopSections = first.store.watchSections();
    await vi.waitFor(() => expect(first.store.queries.comments.value).toBeDefined());
    stopSections();
    first.stop();
    const requests = w.calls.length;
    const again = (await w.root.productPage.load()).product().open({ productId: seedFacts().productInStockId });
    expect(again.queries.product.isLoading).toBe(false);
    expect(again.product?.id).toBe(seedFacts().productInStockId);
    expect(again.priceLoading).toBe(false);
    again.start();
    again.watchSections();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(w.calls.length).toBe(requests);
  });

  it('averages the ratings, clamped to 0–5 stars', async () => {
    const w = world({
      getComments: async () =>
        ok([
          { id: 1, author: 'a', rating: 5, title: 't', body: 'b', createdAt: '2025-01-01' },
          { id: 2, author: 'b', rating: 4, title: 't', body: 'b', createdAt: '2025-01-02' },
          { id: 3, author: 'c', rating: -1, title: 't', body: 'b', createdAt: 'x' },
          { id: 4, author: 'd', rating: 9, title: 't', body: 'b', createdAt: 'x' },
        ]),
    });
    const { store } = await started(w, { productId: seedFacts().productWithCommentsId });
    store.watchSections();
    await vi.waitFor(() => expect(store.queries.comments.value).toBeDefined());
    expect(store.ratedComments.map((c) => c.stars)).toEqual([5, 4, 0, 5]);
    expect(store.averageRating).toBe(3.5);
  });
});

describe('ProductStore: the sections below the summary', () => {
  const SECTION_READS = ['getFeatures', 'getAccessories', 'getRecommendations', 'getComments'] as const;

  it('start() reads the summary only; the sections are read once the screen asks for them', async () => {
    const w = world();
    const { store } = await started(w, { productId: seedFacts().productWithCommentsId });
    await vi.waitFor(() => expect(store.priceLoading).toBe(false));
    await vi.waitFor(() => expect(store.queries.fulfilment.value).toBeDefined());
    expect(SECTION_READS.map((method) => w.recorded.count(method))).toEqual([0, 0, 0, 0]);

    const stop = store.watchSections();
    await vi.waitFor(() => expect(store.queries.comments.value).toBeDefined());
    expect(SECTION_READS.map((method) => w.recorded.count(method))).toEqual([1, 1, 1, 1]);
    expect(store.queries.recommendations.value).toBeDefined();
    stop();
  });

  it('once stopped, the sections no longer follow the language', async () => {
    const w = world();
    const { store } = await started(w, { productId: seedFacts().productWithCommentsId });
    const stop = store.watchSections();
    await vi.waitFor(() => expect(store.queries.recommendations.value).toBeDefined());
    stop();
    const before = w.recorded.count('getRecommendations');
    w.root.shop.setLanguage('de');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(w.recorded.count('getRecommendations')).toBe(before);
  });
});
