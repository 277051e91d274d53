import type {
  DeliveryDelay,
  FulfilmentCentre,
  Product,
  ProductComment,
  ProductFeature,
  ProductSaleElement,
} from './model/product';
import type { Result } from './model/result';
import type { ShopContext } from './model/shop-context';
import { portToken } from './port-token';

/** Everything the product page shows about one product or variant. */
export interface ProductPort {
  getProduct(productId: number, ctx: ShopContext): Promise<Result<Product>>;
  getSaleElement(pseId: number, ctx: ShopContext): Promise<Result<ProductSaleElement>>;
  getFeatures(productId: number, ctx: ShopContext): Promise<Result<ProductFeature[]>>;
  /** Quantity must be a multiple of this value. */
  getQuantityMultiple(pseId: number, ctx: ShopContext): Promise<Result<number>>;
  getDeliveryDelay(productId: number): Promise<Result<DeliveryDelay | null>>;
  getVariantDeliveryDelay(pseId: number): Promise<Result<DeliveryDelay | null>>;
  getFulfilmentStock(pseId: number): Promise<Result<FulfilmentCentre[]>>;
  getAccessories(productId: number, ctx: ShopContext): Promise<Result<Product[]>>;
  getRecommendations(productId: number, ctx: ShopContext): Promise<Result<Product[]>>;
  getComments(productId: number): Promise<Result<ProductComment[]>>;
  canComment(pseId: number, customerId: number): Promise<Result<boolean>>;
}

export const PRODUCT_PORT = portToken<ProductPort>('ProductPort');
