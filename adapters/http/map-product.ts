import type {
  DeliveryDelay,
  FulfilmentCentre,
  Product,
  ProductColour,
  ProductComment,
  ProductFeature,
  ProductImage,
  ProductKind,
  ProductSaleElement,
} from '../../ports/model/product';
import { array, boolean, flag, integer, nullable, number, object, string, withDefault, type FieldsOf } from './decode';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];
type Fast = FastSchemas['schemas'];

export const productImageDto = object({
  image_url: string,
  visible: flag,
  position: integer,
} satisfies FieldsOf<Shop['ProductImage']>);

export const categoryRefDto = object({ id: integer, title: string } satisfies FieldsOf<Shop['CategoryRef']>);

const sizeDto = object({
  size_id: nullable(integer),
  name: string,
  stock: integer,
  pse_id: integer,
} satisfies FieldsOf<Shop['ProductSize']>);

const colourDto = object({
  color_id: integer,
  color_name: string,
  color_hex: nullable(string),
  sizes: array(sizeDto),
} satisfies FieldsOf<Shop['ProductColour']>);

export const productDto = object({
  id: integer,
  REF: string,
  TITLE: string,
  DESCRIPTION: nullable(string),
  brand_id: nullable(integer),
  brand_name: nullable(string),
  category: withDefault(array(categoryRefDto), []),
  DEFAULT_CATEGORY: nullable(integer),
  tag: withDefault(array(string), []),
  PRICE: number,
  PROMO_PRICE: nullable(number),
  IS_PROMO: withDefault(flag, false),
  LISTEN_PRICE: nullable(number),
  stock: integer,
  URL: string,
  images: withDefault(array(productImageDto), []),
  variation: withDefault(array(colourDto), []),
  default_pse_id: nullable(integer),
  is_price_request: withDefault(boolean, false),
  product_type: nullable(string),
} satisfies FieldsOf<Shop['Product'] & Fast['Product']>);
export type ProductDto = ReturnType<typeof productDto>;

export const productPageDto = object({ products: array(productDto), total: integer } satisfies FieldsOf<Shop['ProductPage']>);
export const productListDto = object({ products: array(productDto) });

export const combinationDto = object({
  pse_id: integer,
  color_id: nullable(integer),
  color_name: nullable(string),
  color_hex: nullable(string),
  size_id: nullable(integer),
  size_name: nullable(string),
  stock: integer,
} satisfies FieldsOf<Fast['Combination']>);
export type CombinationDto = ReturnType<typeof combinationDto>;

const PRODUCT_KINDS: readonly ProductKind[] = ['sofa', 'chair', 'table', 'bed', 'lamp', 'shelf', 'rug', 'textile'];
/** Products of another (or no) type are shown like sofas: the kind only picks placeholders. */
export const FALLBACK_KIND: ProductKind = 'sofa';

export const toKind = (productType: string | null): ProductKind => {
  const value = productType?.trim().toLowerCase() ?? '';
  return (PRODUCT_KINDS as readonly string[]).includes(value) ? (value as ProductKind) : FALLBACK_KIND;
};

export const mapImage = (image: ReturnType<typeof productImageDto>): ProductImage => ({
  url: image.image_url,
  visible: image.visible,
  position: image.position,
});

const mapVariation = (variation: ReturnType<typeof colourDto>[]): ProductColour[] =>
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
    brandId: dto.brand_id,
    brandName: dto.brand_name ?? '',
    categories: dto.category.map((category) => ({ id: category.id, title: category.title })),
    defaultCategoryId: dto.DEFAULT_CATEGORY,
    tags: dto.tag,
    netPrice: dto.PRICE,
    promoNetPrice: dto.IS_PROMO ? dto.PROMO_PRICE : null,
    listNetPrice: dto.LISTEN_PRICE,
    stock: dto.stock,
    url: dto.URL,
    images: dto.images.map(mapImage),
    colours,
    defaultPseId: dto.default_pse_id ?? firstPse,
    isPriceRequest: dto.is_price_request,
    kind: toKind(dto.product_type),
  };
}

export const pseDto = object({
  pse_id: integer,
  product_id: integer,
  color_id: nullable(integer),
  size_id: nullable(integer),
  REF: string,
  stock: integer,
  PRICE: number,
  URL: string,
} satisfies FieldsOf<Shop['Pse']>);

export const mapPse = (dto: ReturnType<typeof pseDto>): ProductSaleElement => ({
  id: dto.pse_id,
  productId: dto.product_id,
  colourId: dto.color_id,
  sizeId: dto.size_id,
  ref: dto.REF,
  stock: dto.stock,
  netPrice: dto.PRICE,
  url: dto.URL,
});

const featureDto = object({
  FEATURE_TITLE: string,
  FEATURE_AV_TITLE: nullable(string),
  FEATURE_VALUE: nullable(string),
  POSITION: withDefault(integer, 0),
} satisfies FieldsOf<Shop['ProductFeature']>);
export const featuresDto = object({ FeatureItems: array(featureDto) });

export const mapFeatures = (dto: ReturnType<typeof featuresDto>): ProductFeature[] =>
  [...dto.FeatureItems]
    .sort((a, b) => a.POSITION - b.POSITION)
    .map((feature) => ({ title: feature.FEATURE_TITLE, value: feature.FEATURE_AV_TITLE ?? feature.FEATURE_VALUE ?? '' }));

export const multiplierDto = object({ multiplier: integer } satisfies FieldsOf<Fast['Multiplier']>);

/** A multiplier below 1 means "none". */
export const mapMultiplier = (dto: ReturnType<typeof multiplierDto>): number => Math.max(1, dto.multiplier);

export const deliveryDelayDto = object({
  delay_min_days: integer,
  delay_max_days: integer,
  text: nullable(string),
} satisfies FieldsOf<Fast['DeliveryDelay']>);

export const mapDeliveryDelay = (dto: ReturnType<typeof deliveryDelayDto>): DeliveryDelay => ({
  minDays: dto.delay_min_days,
  maxDays: dto.delay_max_days,
  text: dto.text ?? '',
});

export const fulfilmentCentresDto = array(
  object({ id: integer, name: string, city: nullable(string), stock: integer } satisfies FieldsOf<Fast['FulfilmentCenter']>),
);

export const mapFulfilmentCentres = (dto: ReturnType<typeof fulfilmentCentresDto>): FulfilmentCentre[] =>
  dto.map((centre) => ({ id: centre.id, name: centre.name, city: centre.city ?? '', stock: centre.stock }));

export const commentsDto = array(
  object({
    id: integer,
    author: string,
    rating: integer,
    title: nullable(string),
    content: string,
    created_at: string,
  } satisfies FieldsOf<Fast['Comment']>),
);

export const mapComments = (dto: ReturnType<typeof commentsDto>): ProductComment[] =>
  dto.map((comment) => ({
    id: comment.id,
    author: comment.author,
    rating: Math.min(5, Math.max(1, comment.rating)),
    title: comment.title ?? '',
    body: comment.content,
    createdAt: comment.created_at,
  }));

export const commentRightsDto = object({ can_comment: boolean });
