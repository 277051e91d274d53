import { taxRateOf } from '../../adapters/fake/seed/seed-countries';
import type { SeedData } from '../../adapters/fake/seed/seed-types';
import type { components as FastSchemas } from '../../adapters/http/generated/fast-api';
import type { components as ShopSchemas } from '../../adapters/http/generated/shop-api';
import type { Product, ProductColour } from '../../ports/model/product';

type ProductDto = ShopSchemas['schemas']['Product'];
type CombinationDto = FastSchemas['schemas']['Combination'];

const round2 = (value: number): number => Math.round(value * 100) / 100;

const variationWire = (colours: readonly ProductColour[]): ProductDto['variation'] =>
  colours.map((colour) => ({
    color_id: colour.id,
    color_name: colour.name,
    color_hex: colour.hex,
    sizes: colour.sizes.map((size) => ({ size_id: size.id, name: size.name, stock: size.stock, pse_id: size.pseId })),
  }));

/**
 * The catalog product DTO both APIs send (the fast API's Product has the same shape). Gross
 * prices use the tax rate of `countryId`; lists that name no country are taxed as the shipped store.
 */
export function productWire(product: Product, countryId: number): ProductDto & FastSchemas['schemas']['Product'] {
  const gross = (net: number) => round2(net * (1 + (taxRateOf(countryId) ?? 0)));
  const best = product.promoNetPrice === null ? product.netPrice : Math.min(product.netPrice, product.promoNetPrice);
  return {
    id: product.id,
    REF: product.ref,
    TITLE: product.title,
    DESCRIPTION: product.descriptionHtml,
    brand_id: product.brandId,
    brand_name: product.brandName,
    category: product.categories.map((category) => ({ id: category.id, title: category.title })),
    DEFAULT_CATEGORY: product.defaultCategoryId,
    tag: [...product.tags],
    PRICE: product.netPrice,
    PROMO_PRICE: product.promoNetPrice,
    IS_PROMO: product.promoNetPrice === null ? 0 : 1,
    LISTEN_PRICE: product.listNetPrice,
    TAXED_PRICE: gross(product.netPrice),
    BEST_TAXED_PRICE: gross(best),
    stock: product.stock,
    URL: product.url,
    images: product.images.map((image) => ({ image_url: image.url, visible: image.visible ? 1 : 0, position: image.position })),
    variation: variationWire(product.colours),
    default_pse_id: product.defaultPseId,
    is_price_request: product.isPriceRequest,
    product_type: product.kind,
  };
}

/** One combination per colour and size, with the variant's own net price and reference. */
export function combinationsWire(product: Product, data: SeedData): CombinationDto[] {
  return product.colours.flatMap((colour) =>
    colour.sizes.map((size) => {
      const pse = data.pseById.get(size.pseId);
      return {
        pse_id: size.pseId,
        color_id: colour.id,
        color_name: colour.name,
        color_hex: colour.hex,
        size_id: size.id,
        size_name: size.name,
        stock: size.stock,
        price: pse?.netPrice ?? product.netPrice,
        ref: pse?.ref ?? product.ref,
      };
    }),
  );
}
