import type {
  DeliveryDelay,
  FulfilmentCentre,
  ProductComment,
  ProductFeature,
  ProductSaleElement,
} from '../../ports/model/product';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

// A product page's own reads beyond the product (map-product.ts), loaded with the product adapter.
type Shop = ShopSchemas['schemas'];
type Fast = FastSchemas['schemas'];

export const mapPse = (dto: Shop['Pse']): ProductSaleElement => ({
  id: dto.pse_id,
  productId: dto.product_id,
  colourId: dto.color_id ?? null,
  sizeId: dto.size_id ?? null,
  ref: dto.REF,
  stock: dto.stock,
  netPrice: dto.PRICE,
  url: dto.URL,
});

export const mapFeatures = (features: Shop['ProductFeature'][]): ProductFeature[] =>
  [...features]
    .sort((a, b) => (a.POSITION ?? 0) - (b.POSITION ?? 0))
    .map((feature) => ({ title: feature.FEATURE_TITLE, value: feature.FEATURE_AV_TITLE ?? feature.FEATURE_VALUE ?? '' }));

/** A multiplier below 1 means "none". */
export const mapMultiplier = (dto: Fast['Multiplier']): number => Math.max(1, dto.multiplier);

export const mapDeliveryDelay = (dto: Fast['DeliveryDelay']): DeliveryDelay => ({
  minDays: dto.delay_min_days,
  maxDays: dto.delay_max_days,
  freight: dto.is_freight ?? false,
  text: dto.text ?? '',
});

export const mapFulfilmentCentres = (dto: Fast['FulfilmentCenter'][]): FulfilmentCentre[] =>
  dto.map((centre) => ({ id: centre.id, name: centre.name, city: centre.city ?? '', stock: centre.stock }));

export const mapComments = (dto: Fast['Comment'][]): ProductComment[] =>
  dto.map((comment) => ({
    id: comment.id,
    author: comment.author,
    rating: Math.min(5, Math.max(1, comment.rating)),
    title: comment.title ?? '',
    body: comment.content,
    createdAt: comment.created_at,
  }));
