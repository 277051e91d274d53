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
import {
  getAccessoryProducts200,
  getComments200,
  getMultiplier200,
  getProductCombinations200,
  getRecommendationItems200,
} from './generated/fast-api-product-validators';
import { getCommentRights200 } from './generated/fast-api-customer-validators';
import {
  getDeliveryDelayPse200,
  getFulfilmentCenterStock200,
  getProductDelays200,
} from './generated/fast-api-logistics-validators';
import { getProduct200, getProductFeatures200, getPse200 } from './generated/shop-api-product-validators';
import { chainResult, fetchValidated, firstItem, mapResult, send, successBody, type ClientCall } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { mapProduct } from './map-product';
import { mapComments, mapDeliveryDelay, mapFeatures, mapFulfilmentCentres, mapMultiplier, mapPse } from './map-product-details';
import { validateResponse, type ResponseValidator } from './response-validator';

type DelayDto = Parameters<typeof mapDeliveryDelay>[0];

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
      fetchValidated(
        () =>
          this.shop.GET('/api/products/{productId}', {
            params: {
              path: { productId },
              query: { document: 1, translation: ctx.locale, satellite: ctx.satellite, country_id: ctx.countryId },
            },
          }),
        getProduct200,
      ),
      fetchValidated(
        () =>
          this.fast.GET('/api/products/combinations/{product_id}/{locale}', {
            params: { path: { product_id: productId, locale: ctx.locale } },
          }),
        getProductCombinations200,
      ),
    ]);
    const product = chainResult(products, (items) => firstItem(items, 'product'));
    return mapResult(product, (dto) => mapProduct(dto, combinations.ok ? combinations.value : undefined));
  }

  async getSaleElement(pseId: number, ctx: ShopContext): Promise<Result<ProductSaleElement>> {
    const pse = await fetchValidated(
      () =>
        this.shop.GET('/api/get_pse/{PRODUCT_SALE_ELEMENT}', {
          params: { path: { PRODUCT_SALE_ELEMENT: pseId }, query: { country_id: ctx.countryId } },
        }),
      getPse200,
    );
    return mapResult(pse, mapPse);
  }

  async getFeatures(productId: number, ctx: ShopContext): Promise<Result<ProductFeature[]>> {
    const features = await fetchValidated(
      () =>
        this.shop.GET('/api/ExternalOrderApi/features/product/{productID}/{langCode}', {
          params: { path: { productID: productId, langCode: ctx.language } },
        }),
      getProductFeatures200,
    );
    return mapResult(features, (dto) => mapFeatures(dto.FeatureItems));
  }

  async getQuantityMultiple(pseId: number, ctx: ShopContext): Promise<Result<number>> {
    const multiplier = await fetchValidated(
      () => this.fast.GET('/api/multiplier/', { params: { query: { locale: ctx.locale, pse_id: pseId } } }),
      getMultiplier200,
    );
    return mapResult(multiplier, mapMultiplier);
  }

  getDeliveryDelay(productId: number): Promise<Result<DeliveryDelay | null>> {
    return this.readDelay(
      () => this.fast.GET('/api/product_delays/custom_attribute/{id}', { params: { path: { id: productId } } }),
      getProductDelays200,
    );
  }

  getVariantDeliveryDelay(pseId: number): Promise<Result<DeliveryDelay | null>> {
    return this.readDelay(
      () => this.fast.GET('/api/delivery_delay_pse/{id}', { params: { path: { id: pseId } } }),
      getDeliveryDelayPse200,
    );
  }

  /** No delay configured (404 or an empty body) is null, not an error. */
  private async readDelay(
    call: ClientCall<NoInfer<DelayDto>>,
    validator: ResponseValidator<DelayDto>,
  ): Promise<Result<DeliveryDelay | null>> {
    const answer = await send(call);
    if (!answer.ok) return answer;
    if (answer.value.status === 404) return ok(null);
    const body = successBody(answer.value);
    if (!body.ok) return body;
    if (body.value === undefined || body.value === null) return ok(null);
    return mapResult(validateResponse(validator, body.value), mapDeliveryDelay);
  }

  async getFulfilmentStock(pseId: number): Promise<Result<FulfilmentCentre[]>> {
    const centres = await fetchValidated(
      () => this.fast.GET('/api/fulfilment_center_stock/{id}', { params: { path: { id: pseId } } }),
      getFulfilmentCenterStock200,
    );
    return mapResult(centres, mapFulfilmentCentres);
  }

  async getAccessories(productId: number, _ctx: ShopContext): Promise<Result<Product[]>> {
    const list = await fetchValidated(
      () => this.fast.GET('/api/accessory_product/{id}', { params: { path: { id: productId } } }),
      getAccessoryProducts200,
    );
    return mapResult(list, (dto) => dto.products.map((product) => mapProduct(product)));
  }

  async getRecommendations(productId: number, _ctx: ShopContext): Promise<Result<Product[]>> {
    const list = await fetchValidated(
      () => this.fast.GET('/api/recommendation/item-data/', { params: { query: { product_id: productId } } }),
      getRecommendationItems200,
    );
    return mapResult(list, (dto) => dto.products.map((product) => mapProduct(product)));
  }

  async getComments(productId: number): Promise<Result<ProductComment[]>> {
    const comments = await fetchValidated(
      () => this.fast.GET('/api/comments/{id}', { params: { path: { id: productId } } }),
      getComments200,
    );
    return mapResult(comments, mapComments);
  }

  async canComment(pseId: number, customerId: number): Promise<Result<boolean>> {
    const rights = await fetchValidated(
      () =>
        this.fast.GET('/api/comments/rights/{pse_id}/{customer_id}', {
          params: { path: { pse_id: pseId, customer_id: customerId } },
        }),
      getCommentRights200,
    );
    return mapResult(rights, (dto) => dto.can_comment);
  }
}
