import { LANGUAGES } from './i18n';
import type { SeedBrand, SeedCategory, SeedContent, SeedProduct, UrlTarget } from './seed-types';

export const normalisePath = (path: string): string => {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  let decoded = withoutQuery;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    decoded = withoutQuery;
  }
  return decoded
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
};

/** Product, category, content and brand urls; variant urls end in '-<pseId>.html' and are looked up by id. */
export function buildUrlIndex(
  products: readonly SeedProduct[],
  categories: readonly SeedCategory[],
  contents: readonly SeedContent[],
  brands: readonly SeedBrand[],
): Map<string, UrlTarget> {
  const index = new Map<string, UrlTarget>();
  const add = (path: string, target: UrlTarget): void => {
    const key = path.toLowerCase();
    if (key !== '' && !index.has(key)) index.set(key, target);
  };
  for (const language of LANGUAGES) {
    for (const product of products) add(product.url[language], { kind: 'product', id: product.id });
    for (const category of categories) add(category.url[language], { kind: 'category', id: category.id });
    for (const content of contents) add(content.url[language], { kind: 'content', id: content.id });
  }
  for (const brand of brands) add(brand.url, { kind: 'brand', id: brand.id });
  return index;
}
