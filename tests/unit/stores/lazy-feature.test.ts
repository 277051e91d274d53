import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { givenAShop } from '../../support/build-root-store';
import { LazyFeature } from '../../../src/shared/lazy-feature';
import { pending } from '../../support/given-a-cart-shop';

/** An importer whose first download fails (as a dropped connection does) and whose second arrives. */
const failsOnceThenLoads = (name: string) =>
  vi
    .fn<() => Promise<{ name: string }>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce({ name });

describe('a feature whose stores arrive with their screens', () => {
  it('is loaded once: every caller gets the same promise, and the code is fetched only once', async () => {
    const importer = vi.fn(async () => ({ name: 'account' }));
    const feature = new LazyFeature(importer);

    const first = feature.load();
    const second = feature.load();
    expect(second).toBe(first);
    await first;
    expect(feature.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('has no value before it arrived, and an observed value once it did', async () => {
    const download = pending<{ name: string }>();
    const feature = new LazyFeature(() => download.promise);
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(feature.value?.name));

    const loading = feature.load();
    expect(feature.value).toBeUndefined();
    download.resolve({ name: 'account' });
    await expect(loading).resolves.toEqual({ name: 'account' });

    expect(feature.value).toEqual({ name: 'account' });
    expect(seen).toEqual([undefined, 'account']);
    stop();
  });

  it('a failed download rejects, leaves no value, and can be tried again', async () => {
    const importer = failsOnceThenLoads('account');
    const feature = new LazyFeature(importer);

    await expect(feature.load()).rejects.toThrow('Failed to fetch');
    expect(feature.value).toBeUndefined();

    await expect(feature.load()).resolves.toEqual({ name: 'account' });
    expect(feature.value).toEqual({ name: 'account' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('preloading a feature ahead of its screen', () => {
  it('starts the download once; the screen then gets the same download', async () => {
    const importer = vi.fn(async () => ({ name: 'product' }));
    const feature = new LazyFeature(importer);

    feature.preload();
    feature.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(feature.load()).resolves.toEqual({ name: 'product' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed download to the screen, which tries again', async () => {
    const importer = failsOnceThenLoads('product');
    const feature = new LazyFeature(importer);

    feature.preload();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await expect(feature.load()).resolves.toEqual({ name: 'product' });
  });
});

describe('the checkout feature', () => {
  it("loads the customer's profile and address book and the cart's stores first, as their own features", async () => {
    const { root } = givenAShop();
    await root.checkoutFeature.load();
    expect(root.customerFeature.value).toBeDefined();
    expect(root.cartFeature.value).toBeDefined();
  });

  it("leaves the customer screens' own stores (orders, passwords, forms) to those screens", async () => {
    const { root } = givenAShop();
    await root.checkoutFeature.load();
    expect(root.accountFeature.value).toBeUndefined();
  });
});

describe('the customer screens', () => {
  it("load the customer's profile and address book first, the part they share with the checkout", async () => {
    const { root } = givenAShop();
    await root.accountFeature.load();
    expect(root.customerFeature.value).toBeDefined();
  });
});
