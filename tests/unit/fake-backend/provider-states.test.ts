import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWorld, type FakeWorld } from '../../../scripts/fake-backend/fake-world';
import { startFakeBackend, type FakeBackend } from '../../../scripts/fake-backend/start-fake-backend';
import { moveCategory } from '../../../scripts/fake-backend/states/category-tree';
import { ensureProduct } from '../../../scripts/fake-backend/states/clone-product';
import type { ShopContext } from '../../../ports/model/shop-context';

const RO: ShopContext = { language: 'ro', locale: 'ro_RO', countryId: 146, satellite: 'RO' };

async function valueOf<T>(result: Promise<{ ok: true; value: T } | { ok: false; error: unknown }>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(`expected a value, got ${JSON.stringify(answer.error)}`);
  return answer.value;
}

describe('provider-state data: a product the pacts name', () => {
  let world: FakeWorld;
  beforeAll(() => {
    world = createFakeWorld();
  });

  it('is cloned from a seed product under its id, its first variant under the named one, served like any other', async () => {
    const { data, fakes } = world;
    const countsBefore = { ...data.categoryCounts };
    const product = ensureProduct(data, 1001, [5001]);
    expect(product.pseIds[0]).toBe(5001);
    const served = await valueOf(fakes.products.getProduct(1001, RO));
    expect(served.colours.flatMap((colour) => colour.sizes.map((size) => size.pseId))).toContain(5001);
    expect(await valueOf(fakes.products.getSaleElement(5001, RO))).toMatchObject({ id: 5001, productId: 1001 });
    expect(await valueOf(fakes.urlResolver.resolveUrl(product.url.ro, 'ro_RO'))).toMatchObject({ kind: 'product', id: 1001 });
    expect(await valueOf(fakes.products.getComments(1001))).not.toEqual([]);
    expect(data.categoryCounts[product.defaultCategoryId]).toBe((countsBefore[product.defaultCategoryId] ?? 0) + 1);
  });

  it('is left as it is when it exists', () => {
    const { data } = world;
    const before = data.products.length;
    expect(ensureProduct(data, 1001).id).toBe(1001);
    expect(data.products.length).toBe(before);
  });
});

describe('provider-state data: a category moved under another', () => {
  it('moves with its subtree, and the menu and the counts follow', async () => {
    const { data, fakes } = createFakeWorld();
    const [moved, oldParent, newParent] = [12, 1, 3];
    const before = { ...data.categoryCounts };
    moveCategory(data, moved, newParent);
    const menu = await valueOf(fakes.catalog.getCategoryMenu(RO));
    const childrenOf = (id: number) => menu.find((category) => category.id === id)?.children.map((child) => child.id);
    expect(childrenOf(newParent)).toContain(moved);
    expect(childrenOf(oldParent)).not.toContain(moved);
    expect(data.categoryCounts[newParent]).toBe((before[newParent] ?? 0) + (before[moved] ?? 0));
    expect(data.categoryCounts[oldParent]).toBe((before[oldParent] ?? 0) - (before[moved] ?? 0));
    expect(await valueOf(fakes.catalog.getChildCategoryCounts([newParent]))).toMatchObject({ [moved]: before[moved] });
  });
});

describe('the provider-state endpoint', () => {
  let backend: FakeBackend;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());

  const change = (state: string, params: Record<string, unknown>) =>
    fetch(backend.providers['fast-api'].statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params, action: 'setup' }),
    });

  it('puts a state in place and answers 200', async () => {
    const answer = await change('pse {pseId} is sold in multiples of {multiple}', { pseId: 5001, multiple: 2 });
    expect(answer.status).toBe(200);
  });

  it('answers 400 naming the state when its data cannot be put in place', async () => {
    const answer = await change('pickup point {pickupPointId} exists', { pickupPointId: 99 });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      status: 'error',
      message: 'provider state "pickup point {pickupPointId} exists": the data set has no pickup point 99',
    });
  });

  it('answers 400 for a parameter that is not an id', async () => {
    const answer = await change('product {productId} has comments', { productId: 'one' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: expect.stringContaining('parameter productId must be an id') });
  });
});
