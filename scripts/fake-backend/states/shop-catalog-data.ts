import { i18nOf, mapI18n } from '../../../adapters/fake/seed/i18n';
import { SEED_COUNTIES } from '../../../adapters/fake/seed/seed-counties';
import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import { categoryOf } from './category-tree';
import { ensureProduct } from './clone-product';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Every trait the full product read names: prices in promo and a list price, a brand, a tag, images, colours with sizes. */
export function ensureFullyDescribed(data: SeedData, productId: number): void {
  const product = ensureProduct(data, productId);
  if (!data.brandById.has(product.brandId)) throw new Error(`product ${productId} has no brand`);
  if (
    product.images.length === 0 ||
    product.colours.length === 0 ||
    product.colours.some((colour) => colour.sizes.length === 0)
  ) {
    throw new Error(`product ${productId} lacks images, colours or sizes`);
  }
  product.promoNetPrice ??= round2(product.netPrice * 0.9);
  product.listNetPrice ??= round2(product.netPrice * 1.2);
  if (product.tags.length === 0) product.tags.push('new');
}

/** The variant's product and its colour and size. */
export function checkColourAndSize(data: SeedData, productId: number, pseId: number): void {
  ensureProduct(data, productId, [pseId]);
  const pse = data.pseById.get(pseId);
  if (pse?.productId !== productId || pse.colourId === null || pse.sizeId === null) {
    throw new Error(`pse ${pseId} of product ${productId} has no colour and size`);
  }
}

/** A feature whose value comes from the feature's list of values (as a material does). */
export function ensureListFeature(data: SeedData, productId: number): void {
  const product = ensureProduct(data, productId);
  if (product.features.some((feature) => feature.listed === true)) return;
  const [first, ...rest] = product.features;
  const material = { title: i18nOf(() => 'Material'), value: i18nOf(() => 'Lemn') };
  product.features = [{ ...(first ?? material), listed: true }, ...rest];
}

export function ensureCategoryDescription(data: SeedData, categoryId: number): void {
  const category = categoryOf(data, categoryId);
  category.descriptionHtml = mapI18n(category.descriptionHtml, (html, language) => html || `<p>${category.title[language]}</p>`);
}

export function checkCounties(countryId: number): void {
  if ((SEED_COUNTIES[countryId] ?? []).length === 0) throw new Error(`the data set has no counties of country ${countryId}`);
}

/** The rewritten URL leads to the product (its URL in the language of the locale). */
export function pointUrlAt(data: SeedData, url: string, productId: number): void {
  const product = ensureProduct(data, productId);
  const key = url.toLowerCase();
  const target = data.urlIndex.get(key);
  if (target !== undefined && (target.kind !== 'product' || target.id !== productId)) {
    throw new Error(`the URL ${url} points at ${target.kind} ${target.id}`);
  }
  data.urlIndex.delete(product.url.ro.toLowerCase());
  product.url = { ...product.url, ro: url };
  data.urlIndex.set(key, { kind: 'product', id: productId });
}

export function removeUrl(data: SeedData, url: string): void {
  data.urlIndex.delete(url.toLowerCase());
}

/** Every contact field of the store in the locale is set. */
export function checkStoreContact(data: SeedData, locale: string): void {
  const info = data.storeInfos[locale];
  if (info === undefined) throw new Error(`the data set has no store info in ${locale}`);
  const missing = Object.entries(info).filter(([, value]) => value === null || value === '');
  if (missing.length > 0) throw new Error(`the store info in ${locale} lacks ${missing.map(([key]) => key).join(', ')}`);
}
