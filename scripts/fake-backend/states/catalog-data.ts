import { i18nOf } from '../../../adapters/fake/seed/i18n';
import type { SeedBrand, SeedData, SeedProduct } from '../../../adapters/fake/seed/seed-types';
import { productStock } from '../../../adapters/fake/seed-mapping';
import { categoryOf, recountCategories } from './category-tree';

export function brandOf(data: SeedData, brandId: number): SeedBrand {
  const brand = data.brandById.get(brandId);
  if (brand === undefined) throw new Error(`the data set has no brand ${brandId}`);
  return brand;
}

const inSubtree = (data: SeedData, categoryId: number) => {
  const ids = new Set(data.subtreeIds.get(categoryId) ?? [categoryId]);
  return (product: SeedProduct) => product.categoryIds.some((id) => ids.has(id));
};

/** Puts a product in a category as well (products may belong to several). */
function addToCategory(data: SeedData, product: SeedProduct, categoryId: number): void {
  categoryOf(data, categoryId);
  product.categoryIds.push(categoryId);
  recountCategories(data);
}

function firstProduct(data: SeedData, matches: (product: SeedProduct) => boolean = () => true): SeedProduct {
  const product = data.products.find(matches);
  if (product === undefined) throw new Error('the data set has no product to use');
  return product;
}

/** At least one product in the category's subtree. */
export function ensureCategoryHasProducts(data: SeedData, categoryId: number): void {
  if ((data.categoryCounts[categoryId] ?? 0) > 0) return;
  addToCategory(data, firstProduct(data), categoryId);
}

/** At least one product of the brand; within a category's subtree when one is named. */
export function ensureBrandHasProducts(data: SeedData, brandId: number, categoryId?: number): void {
  brandOf(data, brandId);
  const ofBrand = (product: SeedProduct) => product.brandId === brandId;
  const inCategory = categoryId === undefined ? () => true : inSubtree(data, categoryId);
  if (data.products.some((product) => ofBrand(product) && inCategory(product))) return;
  const ofTheBrand = data.products.find(ofBrand);
  if (ofTheBrand !== undefined && categoryId !== undefined) addToCategory(data, ofTheBrand, categoryId);
  else firstProduct(data, inCategory).brandId = brandId;
}

/** A category's recommendations are its products in stock that are not sold on request. */
export function ensureCategoryRecommendations(data: SeedData, categoryId: number): void {
  const recommendable = (product: SeedProduct) => productStock(product, data) > 0 && !product.isPriceRequest;
  const inCategory = inSubtree(data, categoryId);
  if (data.products.some((product) => inCategory(product) && recommendable(product))) return;
  addToCategory(data, firstProduct(data, recommendable), categoryId);
}

/** A description in every language and a logo. */
export function ensureBrandDescribed(data: SeedData, brandId: number): void {
  const brand = brandOf(data, brandId);
  if (Object.values(brand.descriptionHtml).some((html) => html.trim() === '')) {
    brand.descriptionHtml = i18nOf((language) => brand.descriptionHtml[language] || `<p>${brand.title}</p>`);
  }
  if (brand.logoUrl === '') brand.logoUrl = firstProduct(data).images[0]?.url ?? '/logo.svg';
}

export function ensureBestsellers(data: SeedData): void {
  if (data.bestsellerIds.length === 0) data.bestsellerIds.push(firstProduct(data).id);
}
