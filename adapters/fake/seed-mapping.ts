import type { Brand, Category, NavCategory } from '../../ports/model/category';
import type { Content } from '../../ports/model/content';
import type { DeliveryDelay, Product, ProductImage, ProductSaleElement } from '../../ports/model/product';
import type { SearchProductHit } from '../../ports/model/search';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { SeedBrand, SeedCategory, SeedContent, SeedData, SeedDelay, SeedProduct, SeedPse } from './seed/seed-types';

const IMAGE_POSITION_CAP = 500;

export const productStock = (product: SeedProduct, data: SeedData): number =>
  product.pseIds.reduce((sum, pseId) => sum + (data.pseById.get(pseId)?.stock ?? 0), 0);

export function chosenImage(images: readonly ProductImage[]): ProductImage | null {
  let best: ProductImage | null = null;
  for (const image of images) {
    if (image.visible && image.position < IMAGE_POSITION_CAP && (best === null || image.position < best.position)) best = image;
  }
  return best;
}

export function toProduct(product: SeedProduct, data: SeedData, language: LanguageCode): Product {
  return {
    id: product.id,
    ref: product.ref,
    title: product.title[language],
    descriptionHtml: product.descriptionHtml[language],
    brandId: product.brandId,
    brandName: data.brandById.get(product.brandId)?.title ?? '',
    categories: product.categoryIds.map((id) => ({ id, title: data.categoryById.get(id)?.title[language] ?? '' })),
    defaultCategoryId: product.defaultCategoryId,
    tags: [...product.tags],
    netPrice: product.netPrice,
    promoNetPrice: product.promoNetPrice,
    listNetPrice: product.listNetPrice,
    stock: productStock(product, data),
    url: product.url[language],
    images: product.images.map((image) => ({ ...image })),
    colours: product.colours.map((colour) => ({
      id: colour.id,
      name: colour.name[language],
      hex: colour.hex,
      sizes: colour.sizes.map((size) => ({ id: size.id, name: size.name[language], stock: size.stock, pseId: size.pseId })),
    })),
    defaultPseId: product.defaultPseId,
    isPriceRequest: product.isPriceRequest,
    kind: product.kind,
  };
}

export const toSaleElement = (pse: SeedPse, language: LanguageCode): ProductSaleElement => ({
  id: pse.id,
  productId: pse.productId,
  colourId: pse.colourId,
  sizeId: pse.sizeId,
  ref: pse.ref,
  stock: pse.stock,
  netPrice: pse.netPrice,
  url: pse.url[language],
});

export const toDelay = (delay: SeedDelay, language: LanguageCode): DeliveryDelay => ({
  minDays: delay.minDays,
  maxDays: delay.maxDays,
  text: delay.text[language],
  freight: delay.freight,
});

export const toCategory = (category: SeedCategory, language: LanguageCode): Category => ({
  id: category.id,
  title: category.title[language],
  descriptionHtml: category.descriptionHtml[language],
  url: category.url[language],
  parentId: category.parentId,
});

export function toNavCategory(category: SeedCategory, data: SeedData, language: LanguageCode): NavCategory {
  return {
    id: category.id,
    title: category.title[language],
    url: category.url[language],
    children: category.childIds.flatMap((id) => {
      const child = data.categoryById.get(id);
      return child === undefined ? [] : [toNavCategory(child, data, language)];
    }),
  };
}

export const toBrand = (brand: SeedBrand, language: LanguageCode): Brand => ({
  id: brand.id,
  title: brand.title,
  descriptionHtml: brand.descriptionHtml[language],
  url: brand.url,
  logoUrl: brand.logoUrl,
});

export const toContent = (content: SeedContent, language: LanguageCode): Content => ({
  id: content.id,
  title: content.title[language],
  html: content.html[language],
  url: content.url[language],
  postscriptum: content.postscriptum,
});

export function categoryPath(categoryId: number, data: SeedData, language: LanguageCode): string[] {
  const titles: string[] = [];
  let category = data.categoryById.get(categoryId);
  while (category !== undefined) {
    titles.unshift(category.title[language]);
    category = category.parentId === null ? undefined : data.categoryById.get(category.parentId);
  }
  return titles;
}

export function toSearchHit(product: SeedProduct, data: SeedData, language: LanguageCode): SearchProductHit {
  const pse = product.defaultPseId === null ? undefined : data.pseById.get(product.defaultPseId);
  const colour = product.colours.find((c) => c.id === pse?.colourId) ?? product.colours[0];
  return {
    id: product.id,
    pseId: product.defaultPseId,
    ref: product.ref,
    title: product.title[language],
    url: product.url[language],
    images: product.images.map((image) => ({ ...image })),
    netPrice: product.netPrice,
    listNetPrice: product.listNetPrice,
    stock: productStock(product, data),
    categories: categoryPath(product.defaultCategoryId, data, language),
    colour: colour?.name[language] ?? null,
  };
}
