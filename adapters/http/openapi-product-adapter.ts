import type {
  DeliveryDelay,
  FulfilmentCentre,
  Product,
  ProductComment,
  ProductFeature,
  ProductSaleElement,
} from '../../ports/model/product';
import { ok, type Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import type { ProductPort } from '../../ports/product-port';
import { array, decode } from './decode';
import { chainResult, fetchDecoded, firstItem, mapResult, send, successBody } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import {
  combinationDto,
  commentRightsDto,
  commentsDto,
  deliveryDelayDto,
  featuresDto,
  fulfilmentCentresDto,
  mapComments,
  mapDeliveryDelay,
  mapFeatures,
  mapFulfilmentCentres,
  mapMultiplier,
  mapProduct,
  mapPse,
  multiplierDto,
  productDto,
  productListDto,
  pseDto,
} from './map-product';

export class OpenApiProductAdapter implements ProductPort {
  constructor(
    private readonly shop: ShopClient,
    private readonly fast: FastClient,
  ) {}

  /**
   * /api/products/{id} (first item of the array) and, alongside, the fast API's combinations,
   * which give each colour/size its own pse and stock. If the combinations cannot be read the
   * product's own `variation` is used.
   */
  async getProduct(productId: number, ctx: ShopContext): Promise<Result<Product>> {
    const [products, combinations] = await Promise.all([
      fetchDecoded(
        () =>
          this.shop.GET('/api/products/{productId}', {
            params: {
              path: { productId },
              query: { document: 1, translation: ctx.locale, satellite: ctx.satellite, country_id: ctx.countryId },
            },
          }),
        array(productDto),
        'product',
      ),
      fetchDecoded(
        () =>
          this.fast.GET('/api/products/combinations/{product_id}/{locale}', {
            params: { path: { product_id: productId, locale: ctx.locale } },
          }),
        array(combinationDto),
        'combinations',
      ),
    ]);
    const product = chainResult(products, (items) => firstItem(items, 'product'));
    return mapResult(product, (dto) => mapProduct(dto, combinations.ok ? combinations.value : undefined));
  }

  async getSaleElement(pseId: number, ctx: ShopContext): Promise<Result<ProductSaleElement>> {
    const pse = await fetchDecoded(
      () =>
        this.shop.GET('/api/get_pse/{PRODUCT_SALE_ELEMENT}', {
          params: { path: { PRODUCT_SALE_ELEMENT: pseId }, query: { country_id: ctx.countryId } },
        }),
      pseDto,
      'get_pse',
    );
    return mapResult(pse, mapPse);
  }

  async getFeatures(productId: number, ctx: ShopContext): Promise<Result<ProductFeature[]>> {
    const features = await fetchDecoded(
      () =>
        this.shop.GET('/api/ExternalOrderApi/features/product/{productID}/{langCode}', {
          params: { path: { productID: productId, langCode: ctx.language } },
        }),
      featuresDto,
      'features',
    );
    return mapResult(features, mapFeatures);
  }

  async getQuantityMultiple(pseId: number, ctx: ShopContext): Promise<Result<number>> {
    const multiplier = await fetchDecoded(
      () => this.fast.GET('/api/multiplier/', { params: { query: { locale: ctx.locale, pse_id: pseId } } }),
      multiplierDto,
      'multiplier',
    );
    return mapResult(multiplier, mapMultiplier);
  }

  getDeliveryDelay(productId: number): Promise<Result<DeliveryDelay | null>> {
    return this.readDelay(
      () => this.fast.GET('/api/product_delays/custom_attribute/{id}', { params: { path: { id: productId } } }),
      'product_delays',
    );
  }

  getVariantDeliveryDelay(pseId: number): Promise<Result<DeliveryDelay | null>> {
    return this.readDelay(
      () => this.fast.GET('/api/delivery_delay_pse/{id}', { params: { path: { id: pseId } } }),
      'delivery_delay_pse',
    );
  }

  /** No delay configured (404 or an empty body) is null, not an error. */
  private async readDelay(call: Parameters<typeof send>[0], what: string): Promise<Result<DeliveryDelay | null>> {
    const answer = await send(call);
    if (!answer.ok) return answer;
    if (answer.value.status === 404) return ok(null);
    const body = successBody(answer.value);
    if (!body.ok) return body;
    if (body.value === undefined || body.value === null) return ok(null);
    return mapResult(decode(deliveryDelayDto, body.value, what), mapDeliveryDelay);
  }

  async getFulfilmentStock(pseId: number): Promise<Result<FulfilmentCentre[]>> {
    const centres = await fetchDecoded(
      () => this.fast.GET('/api/fulfilment_center_stock/{id}', { params: { path: { id: pseId } } }),
      fulfilmentCentresDto,
      'fulfilment_center_stock',
    );
    return mapResult(centres, mapFulfilmentCentres);
  }

  async getAccessories(productId: number, _ctx: ShopContext): Promise<Result<Product[]>> {
    const list = await fetchDecoded(
      () => this.fast.GET('/api/accessory_product/{id}', { params: { path: { id: productId } } }),
      productListDto,
      'accessory_product',
    );
    return mapResult(list, (dto) => dto.products.map((product) => mapProduct(product)));
  }

  async getRecommendations(productId: number, _ctx: ShopContext): Promise<Result<Product[]>> {
    const list = await fetchDecoded(
      () => this.fast.GET('/api/recommendation/item-data/', { params: { query: { product_id: productId } } }),
      productListDto,
      'recommendations',
    );
    return mapResult(list, (dto) => dto.products.map((product) => mapProduct(product)));
  }

  async getComments(productId: number): Promise<Result<ProductComment[]>> {
    const comments = await fetchDecoded(
      () => this.fast.GET('/api/comments/{id}', { params: { path: { id: productId } } }),
      commentsDto,
      'comments',
    );
    return mapResult(comments, mapComments);
  }

  async canComment(pseId: number, customerId: number): Promise<Result<boolean>> {
    const rights = await fetchDecoded(
      () =>
        this.fast.GET('/api/comments/rights/{pse_id}/{customer_id}', {
          params: { path: { pse_id: pseId, customer_id: customerId } },
        }),
      commentRightsDto,
      'comments/rights',
    );
    return mapResult(rights, (dto) => dto.can_comment);
  }
}
