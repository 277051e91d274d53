import { mapI18n } from '../../../adapters/fake/seed/i18n';
import type { SeedData, SeedProduct, SeedPse } from '../../../adapters/fake/seed/seed-types';
import { recountCategories } from './category-tree';

/** A seed product with every trait the pacts' product states name, to clone under their ids. */
function templateOf(data: SeedData): SeedProduct {
  const complete = (product: SeedProduct): boolean =>
    product.pseIds.length >= 2 &&
    product.colours.length > 0 &&
    product.colours.every((colour) => colour.sizes.length > 0) &&
    product.delay !== null &&
    product.accessoryIds.length > 0 &&
    product.recommendationIds.length > 0 &&
    product.promoNetPrice !== null &&
    product.listNetPrice !== null &&
    product.tags.length > 0 &&
    product.images.length > 0 &&
    (data.comments.get(product.id) ?? []).length > 0;
  const template = data.products.find(complete) ?? data.products[0];
  if (template === undefined) throw new Error('the data set has no product to clone');
  return template;
}

const nextId = (ids: Iterable<number>): number => Math.max(0, ...ids) + 1;
const withSuffix = (url: string, suffix: string | number): string => url.replace(/(\.html)?$/, `-${suffix}$1`);

/**
 * Product `productId`, cloned from the template when the data set lacks it, with its variants
 * (the first ones under `pseIds`, the others under new ids), URLs, comments and counts in place.
 */
export function ensureProduct(data: SeedData, productId: number, pseIds: readonly number[] = []): SeedProduct {
  const known = data.productById.get(productId);
  if (known !== undefined) return known;
  const template = templateOf(data);
  if (pseIds.length > template.pseIds.length) throw new Error(`a product here has at most ${template.pseIds.length} variants`);
  const taken = pseIds.find((id) => data.pseById.has(id));
  if (taken !== undefined) throw new Error(`pse ${taken} belongs to product ${data.pseById.get(taken)?.productId}`);
  const newPseId = new Map<number, number>();
  for (const [i, oldId] of template.pseIds.entries()) {
    newPseId.set(oldId, pseIds[i] ?? Math.max(nextId(data.pseById.keys()), nextId(newPseId.values())));
  }
  const product: SeedProduct = {
    ...structuredClone(template),
    id: productId,
    ref: `${template.ref}-${productId}`,
    url: mapI18n(template.url, (url) => withSuffix(url, productId)),
  };
  product.pseIds = product.pseIds.map((id) => newPseId.get(id) ?? id);
  product.defaultPseId = product.defaultPseId === null ? null : (newPseId.get(product.defaultPseId) ?? null);
  for (const size of product.colours.flatMap((colour) => colour.sizes)) size.pseId = newPseId.get(size.pseId) ?? size.pseId;
  for (const [oldId, pseId] of newPseId) {
    const pse = data.pseById.get(oldId);
    if (pse === undefined) continue;
    const url = mapI18n(product.url, (productUrl) => withSuffix(productUrl, pseId));
    data.pseById.set(pseId, { ...structuredClone(pse), id: pseId, productId, ref: `${pse.ref}-${productId}`, url });
  }
  data.products.push(product);
  data.productById.set(productId, product);
  for (const url of Object.values(product.url)) data.urlIndex.set(url.toLowerCase(), { kind: 'product', id: productId });
  copyComments(data, template.id, productId);
  recountCategories(data);
  return product;
}

/** Gives product `toId` the comments of product `fromId`, under new comment ids. */
export function copyComments(data: SeedData, fromId: number, toId: number): void {
  const firstId = nextId([...data.comments.values()].flat().map((comment) => comment.id));
  const comments = data.comments.get(fromId) ?? [];
  data.comments.set(
    toId,
    comments.map((comment, i) => ({ ...comment, id: firstId + i })),
  );
}

/** Variant `pseId`; a missing one comes as the first variant of a new product of its own. */
export function ensurePse(data: SeedData, pseId: number): SeedPse {
  const known = data.pseById.get(pseId);
  if (known !== undefined) return known;
  ensureProduct(data, nextId(data.productById.keys()), [pseId]);
  const pse = data.pseById.get(pseId);
  if (pse === undefined) throw new Error(`pse ${pseId} could not be made`);
  return pse;
}

/** The product a variant belongs to. */
export function productOfPse(data: SeedData, pse: SeedPse): SeedProduct {
  const product = data.productById.get(pse.productId);
  if (product === undefined) throw new Error(`pse ${pse.id} belongs to no product`);
  return product;
}
