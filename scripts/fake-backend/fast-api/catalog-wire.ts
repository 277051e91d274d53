import type { components } from '../../../adapters/http/generated/fast-api';
import type { Brand, CategoryCounts, NavCategory } from '../../../ports/model/category';
import type { Content } from '../../../ports/model/content';
import type { DeliveryDelay, FulfilmentCentre, Product, ProductComment } from '../../../ports/model/product';
import { productWire } from '../product-wire';

type Fast = components['schemas'];

export const navCategoryWire = (category: NavCategory): Fast['NavCategory'] => ({
  Id: category.id,
  Title: category.title,
  URL: category.url,
  children: category.children.map(navCategoryWire),
});

export const countsWire = (counts: CategoryCounts): Fast['CategoryCounts'] =>
  Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, { count }]));

export const countWire = (count: number): Fast['CategoryCount'] => ({ count });

export const brandWire = (brand: Brand): Fast['Brand'] => ({
  id: brand.id,
  title: brand.title,
  description: brand.descriptionHtml,
  url: brand.url,
  logo: brand.logoUrl,
});

export const contentWire = (content: Content): Fast['Content'] => ({
  id: content.id,
  title: content.title,
  description: content.html,
  rewriting_url: { url: content.url },
  postscriptum: content.postscriptum,
});

export const delayWire = (delay: DeliveryDelay): Fast['DeliveryDelay'] => ({
  delay_min_days: delay.minDays,
  delay_max_days: delay.maxDays,
  text: delay.text,
  is_freight: delay.freight,
});

export const centresWire = (centres: readonly FulfilmentCentre[]): Fast['FulfilmentCenter'][] =>
  centres.map((centre) => ({ id: centre.id, name: centre.name, city: centre.city, stock: centre.stock }));

export const commentsWire = (comments: readonly ProductComment[]): Fast['Comment'][] =>
  comments.map((comment) => ({
    id: comment.id,
    author: comment.author,
    rating: comment.rating,
    title: comment.title,
    content: comment.body,
    created_at: comment.createdAt,
  }));

/** A product list of the fast API; its calls name no country, so prices are taxed as the shipped store's. */
export const productListWire = (products: readonly Product[], countryId: number): { products: Fast['Product'][] } => ({
  products: products.map((product) => productWire(product, countryId)),
});
