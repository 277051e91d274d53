import { describe, expect, it, vi } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { Product } from '../../../ports/model/product';
import type { Result } from '../../../ports/model/result';
import { PRODUCT_PORT, type ProductPort } from '../../../ports/product-port';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

/** A shop whose product port is recorded; `getProduct` answers only when the test lets it. */
function givenAHeldProductRead() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let real: ProductPort | undefined;
  const overrides: Partial<ProductPort> = {
    getProduct: async (id, ctx): Promise<Result<Product>> => {
      await held;
      return real!.getProduct(id, ctx);
    },
  };
  const shop = givenARecordedPort(PRODUCT_PORT, (fakes) => (real = fakes.products), overrides);
  return { ...shop, release };
}

describe('ProductPrefetchStore: the product is asked for while the page’s code downloads', () => {
  it('asks for the product at once, and the page opened later reads that answer without asking again', async () => {
    const { root, recorded } = givenARecordedPort(PRODUCT_PORT, (fakes) => fakes.products);
    const id = seedFacts().productInStockId;
    root.productPrefetch.prefetch(id);
    expect(recorded.callsTo('getProduct')).toEqual([[id, root.shop.context]]);
    const store = (await root.productPage.load()).product().open({ productId: id });
    const stop = store.start();
    await vi.waitFor(() => expect(store.product?.id).toBe(id));
    expect(recorded.count('getProduct')).toBe(1);
    stop();
  });

  it('a page opened while the prefetch is still in flight waits for it rather than asking twice', async () => {
    const { root, recorded, release } = givenAHeldProductRead();
    const id = seedFacts().productInStockId;
    root.productPrefetch.prefetch(id);
    root.productPrefetch.prefetch(id);
    const store = (await root.productPage.load()).product().open({ productId: id });
    const stop = store.start();
    expect(store.product).toBeUndefined();
    release();
    await vi.waitFor(() => expect(store.product?.id).toBe(id));
    expect(recorded.count('getProduct')).toBe(1);
    stop();
  });
});
