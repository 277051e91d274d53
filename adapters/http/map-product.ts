import type { Product, ProductColour, ProductImage, ProductKind } from '../../ports/model/product';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];
type Fast = FastSchemas['schemas'];

/** The shop API's and the fast API's product DTOs (recommendations, accessories). */
export type ProductDto = Shop['Product'] | Fast['Product'];
export type CombinationDto = Fast['Combination'];
type ImageDto = Shop['ProductImage'] | Fast['ProductImage'];
type ColourDto = ProductDto['variation'][number];

const PRODUCT_KINDS: readonly ProductKind[] = ['sofa', 'chair', 'table', 'bed', 'lamp', 'shelf', 'rug', 'textile'];
/** Products of another (or no) type are shown like sofas: the kind only picks placeholders. */
export const FALLBACK_KIND: ProductKind = 'sofa';

export const toKind = (productType: string | null): ProductKind => {
  const value = productType?.trim().toLowerCase() ?? '';
  return (PRODUCT_KINDS as readonly string[]).includes(value) ? (value as ProductKind) : FALLBACK_KIND;
};

export const mapImage = (image: ImageDto): ProductImage => ({
  url: image.image_url,
  visible: image.visible === 1,
  position: image.position,
});

const mapVariation = (variation: ColourDto[]): ProductColour[] =>
  variation.map((colour) => ({
    id: colour.color_id,
    name: colour.color_name,
    hex: colour.color_hex ?? '',
    sizes: colour.sizes.map((size) => ({
      id: size.size_id ?? size.pse_id,
      name: size.name,
      stock: size.stock,
      pseId: size.pse_id,
    })),
  }));

/** Combinations (one per pse) grouped into colours with their sizes, in answer order. */
export function coloursFromCombinations(combinations: CombinationDto[]): ProductColour[] {
  const colours = new Map<number, ProductColour>();
  for (const combination of combinations) {
    const colourId = combination.color_id ?? 0;
    let colour = colours.get(colourId);
    if (colour === undefined) {
      colour = { id: colourId, name: combination.color_name ?? '', hex: combination.color_hex ?? '', sizes: [] };
      colours.set(colourId, colour);
    }
    colour.sizes.push({
      id: combination.size_id ?? combination.pse_id,
      name: combination.size_name ?? '',
      stock: combination.stock,
      pseId: combination.pse_id,
    });
  }
  return [...colours.values()];
}

/** Catalog DTO → Product. Combinations, when given and not empty, replace `variation`. */
export function mapProduct(dto: ProductDto, combinations?: CombinationDto[]): Product {
  const colours = combinations && combinations.length > 0 ? coloursFromCombinations(combinations) : mapVariation(dto.variation);
  const firstPse = colours.flatMap((colour) => colour.sizes)[0]?.pseId ?? null;
  return {
    id: dto.id,
    ref: dto.REF,
    title: dto.TITLE,
    descriptionHtml: dto.DESCRIPTION ?? '',
    brandId: dto.brand_id ?? null,
    brandName: dto.brand_name ?? '',
    categories: dto.category.map((category) => ({ id: category.id, title: category.title })),
    defaultCategoryId: dto.DEFAULT_CATEGORY ?? null,
    tags: dto.tag,
    netPrice: dto.PRICE,
    promoNetPrice: dto.IS_PROMO === 1 ? (dto.PROMO_PRICE ?? null) : null,
    listNetPrice: dto.LISTEN_PRICE ?? null,
    stock: dto.stock,
    url: dto.URL,
    images: dto.images.map(mapImage),
    colours,
    defaultPseId: dto.default_pse_id ?? firstPse,
    isPriceRequest: dto.is_price_request ?? false,
    kind: toKind(dto.product_type ?? null),
  };
}
