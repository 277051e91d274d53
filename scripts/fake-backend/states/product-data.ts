import type { SeedData, SeedDelay, SeedProduct } from '../../../adapters/fake/seed/seed-types';
import { copyComments, ensureProduct, ensurePse, productOfPse } from './clone-product';

/** A delay as the seed's products have them, for data that has none. */
function someDelay(data: SeedData): SeedDelay {
  const delay = data.products.find((product) => product.delay !== null)?.delay;
  if (!delay) throw new Error('the data set has no delivery delay to copy');
  return structuredClone(delay);
}

export function setProductDelay(data: SeedData, productId: number, present: boolean): void {
  const product = ensureProduct(data, productId);
  product.delay = present ? (product.delay ?? someDelay(data)) : null;
}

/** A variant's delay (or none); `freight` says whether it travels by freight carrier. */
export function setPseDelay(data: SeedData, pseId: number, delay: { freight: boolean } | null): void {
  const pse = ensurePse(data, pseId);
  pse.delay = delay === null ? null : { ...(pse.delay ?? someDelay(data)), freight: delay.freight };
}

export function setQuantityMultiple(data: SeedData, pseId: number, multiple: number): void {
  productOfPse(data, ensurePse(data, pseId)).quantityMultiple = multiple;
}

/** Stock of the variant in a fulfilment centre; the centre must exist. */
export function ensureCentreStock(data: SeedData, pseId: number, centreId: number): void {
  const pse = ensurePse(data, pseId);
  const index = data.centres.findIndex((centre) => centre.id === centreId);
  if (index < 0) throw new Error(`the data set has no fulfilment centre ${centreId}`);
  while (pse.centreStock.length < data.centres.length) pse.centreStock.push(0);
  pse.centreStock[index] = Math.max(1, pse.centreStock[index] ?? 0);
}

const otherProducts = (data: SeedData, product: SeedProduct): number[] =>
  data.products
    .filter((other) => other.id !== product.id)
    .slice(0, 2)
    .map((other) => other.id);

export function ensureAccessories(data: SeedData, productId: number): void {
  const product = ensureProduct(data, productId);
  if (!product.accessoryIds.some((id) => data.productById.has(id))) product.accessoryIds = otherProducts(data, product);
}

export function ensureRecommendations(data: SeedData, productId: number): void {
  const product = ensureProduct(data, productId);
  if (!product.recommendationIds.some((id) => data.productById.has(id))) product.recommendationIds = otherProducts(data, product);
}

export function ensureComments(data: SeedData, productId: number): void {
  const product = ensureProduct(data, productId);
  if ((data.comments.get(product.id) ?? []).length > 0) return;
  const [commented] = [...data.comments].find(([, list]) => list.length > 0) ?? [];
  if (commented === undefined) throw new Error('the data set has no comment to copy');
  copyComments(data, commented, product.id);
}

/** Combinations need colours with sizes: a product without them is cloned, never changed. */
export function ensureCombinations(data: SeedData, productId: number): void {
  const product = ensureProduct(data, productId);
  if (product.colours.length === 0 || product.colours.some((colour) => colour.sizes.length === 0)) {
    throw new Error(`product ${productId} has variants without a colour or a size`);
  }
}
