import type { Product } from '../../ports/model/product';
import { chooseImage } from '../domain/image-choice';

const isProductList = (value: unknown): value is { products: Product[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { products?: unknown }).products);

/** A product as a card shows it: its one picture, no description nor variants (the product page reads its own). */
function asCard(product: Product): Product {
  const image = chooseImage(product.images);
  return { ...product, descriptionHtml: '', colours: [], images: image === null ? [] : [image] };
}

/**
 * The answers a page hands to the browser, lists of products trimmed to what their cards show
 * (every list of products is shown as cards; a product's own page reads the product on its own).
 */
export function cardAnswers(answers: readonly [string, unknown][]): [string, unknown][] {
  return answers.map(([key, value]) =>
    isProductList(value) ? [key, { ...value, products: value.products.map(asCard) }] : [key, value],
  );
}
