import type { CheckoutPort, PostageRequest } from '../../ports/checkout-port';
import type { DeliveryMethod, PaymentMethod, Postage } from '../../ports/model/checkout';
import { fail, ok, type Result } from '../../ports/model/result';
import {
  getActiveDelivery200,
  getActivePaymentMethodsByLocale200,
  getPostage200,
  getPostage400,
} from './generated/shop-api-checkout-validators';
import { fetchValidated, httpError, isRecord, isSuccess, mapResult, send } from './http-call';
import type { ShopClient } from './http-clients';
import { isLocalPickupConfirmed, mapDeliveryMethods, mapPaymentMethods, mapPostage } from './map-checkout';
import { validateResponse } from './response-validator';

export class OpenApiCheckoutAdapter implements CheckoutPort {
  constructor(private readonly shop: ShopClient) {}

  async listDeliveryMethods(cartId: number, locale: string): Promise<Result<DeliveryMethod[]>> {
    const methods = await fetchValidated(
      () => this.shop.GET('/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}', { params: { path: { cartId, locale } } }),
      getActiveDelivery200,
    );
    return mapResult(methods, (dto) => mapDeliveryMethods(dto.data));
  }

  /** 'Invalid data' (HTTP 200 or 400) → fail with kind 'rejected' and message 'Invalid data'. */
  async getPostage(request: PostageRequest): Promise<Result<Postage>> {
    const answer = await send(() =>
      this.shop.POST('/api/customdelivery/postage', {
        body: {
          country_id: request.countryId,
          state_id: null,
          cart_id: request.cartId,
          locale: request.locale,
          delivery_module_id: request.deliveryMethodId,
        },
      }),
    );
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    const carriesPostage = isRecord(body) && ('error' in body || 'postage_amount' in body);
    if (!isSuccess(status) && !carriesPostage) return fail(httpError(answer.value));
    const postage = validateResponse(status === 400 ? getPostage400 : getPostage200, body);
    if (!postage.ok) return postage;
    const mapped = mapPostage(postage.value, status);
    if (mapped.ok && !isSuccess(status)) return fail(httpError(answer.value));
    return mapped;
  }

  async listPaymentMethods(cartId: number, locale: string): Promise<Result<PaymentMethod[]>> {
    const methods = await fetchValidated(
      () =>
        this.shop.GET('/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}', {
          params: { path: { cartId, locale } },
        }),
      getActivePaymentMethodsByLocale200,
    );
    return mapResult(methods, (dto) => mapPaymentMethods(dto.data));
  }

  /**
   * localpickup/order (no pickup address) or localPickupAddress/order. True only when the server
   * answers 'Order Local Pickup Updated' or 'Order Local Pickup Address Updated'.
   */
  async chooseLocalPickup(orderId: number, pickupAddressId: number | null): Promise<Result<boolean>> {
    const answer = await send(() =>
      pickupAddressId === null
        ? this.shop.POST('/api/localpickup/order', { body: { order_id: orderId } })
        : this.shop.POST('/api/localPickupAddress/order', { body: { order_id: orderId, address_id: pickupAddressId } }),
    );
    if (!answer.ok) return answer;
    if (!isSuccess(answer.value.status)) return fail(httpError(answer.value));
    return ok(isLocalPickupConfirmed(answer.value.body));
  }
}
