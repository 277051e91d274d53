import type { Product } from '../../../ports/model/product';
import type { LocaleConfig, StoreInfo } from '../../../ports/model/store-config';

/** A JSON-LD document (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/**
 * The text of a JSON-LD script. Every '<' becomes the JSON escape \u003c, so no value (a product
 * title containing '</script>' or '<!--') can close the script element or open a comment; the
 * JSON still parses to the same data.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type Availability = 'InStock' | 'OutOfStock';

export interface ProductJsonLdInput {
  product: Product;
  url: string;
  imageUrl: string | null;
  /** Gross selling price in the shop's currency; null for price-request products or a malformed price. */
  price: number | null;
  currencyCode: string;
  availability: Availability;
  sku?: string;
}

export function productJsonLd({ product, url, imageUrl, price, currencyCode, availability, sku }: ProductJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: sku ?? product.ref,
    url,
  };
  if (product.brandName) data['brand'] = { '@type': 'Brand', name: product.brandName };
  if (imageUrl && !imageUrl.startsWith('data:')) data['image'] = [imageUrl];
  if (price !== null && Number.isFinite(price)) {
    data['offers'] = {
      '@type': 'Offer',
      url,
      price: price.toFixed(2),
      priceCurrency: currencyCode,
      availability: `https://schema.org/${availability}`,
    };
  }
  return data;
}

export interface BreadcrumbItem {
  label: string;
  /** Absolute URL; the last item (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** The store as an Organization (an OnlineStore), with its contact data when it is known. */
export function organizationJsonLd(origin: string, info: StoreInfo | undefined, config: LocaleConfig | undefined): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: config?.storeName || info?.name || config?.siteName || '',
    url: `${origin}/`,
  };
  if (config?.logoUrl && !config.logoUrl.startsWith('data:')) data['logo'] = new URL(config.logoUrl, `${origin}/`).href;
  if (info?.email) data['email'] = info.email;
  if (info?.phone) data['telephone'] = info.phone;
  if (info?.address1 && info.city && info.zipCode) {
    data['address'] = {
      '@type': 'PostalAddress',
      streetAddress: info.address1,
      addressLocality: info.city,
      postalCode: info.zipCode,
    };
  }
  const sameAs = Object.values(config?.social ?? {}).filter(
    (url): url is string => typeof url === 'string' && /^https:\/\//.test(url),
  );
  if (sameAs.length > 0) data['sameAs'] = sameAs;
  return data;
}
