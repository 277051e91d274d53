import type { CheckoutPort, PickupAddressChoice, PickupPointChoice, PostageRequest } from '../../ports/checkout-port';
import type { DeliveryMethod, OrderPickup, PaymentMethod, PickupPoint, Postage } from '../../ports/model/checkout';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { getLocalPickup200, getOrderLocalPickup200 } from './generated/fast-api-logistics-validators';
import {
  getActiveDelivery200,
  getActivePaymentMethods200,
  getActivePaymentMethodsByLocale200,
  getPostage200,
  getPostage400,
  localPickupAddressOrder200,
  localPickupOrder200,
} from './generated/shop-api-checkout-validators';
import { fetchValidated, httpError, isRecord, isSuccess, mapResult, send, type ClientCall } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { LOCAL_PICKUP_UPDATED, mapDeliveryMethods, mapPaymentMethods, mapPostage } from './map-checkout';
import { mapOrderPickup, mapPickupPoint } from './map-pickup';
import { validateResponse, type ResponseValidator } from './response-validator';

type StatusMessage = { status: string; message?: string | null };

export class OpenApiCheckoutAdapter implements CheckoutPort {
  constructor(
    private readonly shop: ShopClient,
    private readonly fast: FastClient,
  ) {}

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

  /** getActivePaymentMethods/{cartId}/{locale}, or /{cartId} (the default language) when locale is null. */
  async listPaymentMethods(cartId: number, locale: string | null): Promise<Result<PaymentMethod[]>> {
    const methods =
      locale === null
        ? await fetchValidated(
            () => this.shop.GET('/api/ExternalOrderApi/getActivePaymentMethods/{cartId}', { params: { path: { cartId } } }),
            getActivePaymentMethods200,
          )
        : await fetchValidated(
            () =>
              this.shop.GET('/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}', {
                params: { path: { cartId, locale } },
              }),
            getActivePaymentMethodsByLocale200,
          );
    return mapResult(methods, (dto) => mapPaymentMethods(dto.data));
  }

  /** Fast API local_pickup/: the satellite's points (the call takes no locale, spec 7.2). */
  async listPickupPoints(_locale: string): Promise<Result<PickupPoint[]>> {
    const points = await fetchValidated(() => this.fast.GET('/api/local_pickup/'), getLocalPickup200);
    return mapResult(points, (dto) => dto.map(mapPickupPoint));
  }

  async getOrderPickup(orderId: number): Promise<Result<OrderPickup | null>> {
    const entries = await fetchValidated(
      () => this.fast.GET('/api/order_local_pickup/', { params: { query: { search_order_id: orderId } } }),
      getOrderLocalPickup200,
    );
    return mapResult(entries, mapOrderPickup);
  }

  /** localpickup/order; true only on 'Order Local Pickup Updated'. */
  choosePickupPoint(choice: PickupPointChoice): Promise<Result<boolean>> {
    return this.confirmPickup(
      () =>
        this.shop.POST('/api/localpickup/order', { body: { order_id: choice.orderId, local_pickup_id: choice.pickupPointId } }),
      localPickupOrder200,
      LOCAL_PICKUP_UPDATED[0],
    );
  }

  /** localPickupAddress/order; true only on 'Order Local Pickup Address Updated'. */
  choosePickupAddress(choice: PickupAddressChoice): Promise<Result<boolean>> {
    return this.confirmPickup(
      () => this.shop.POST('/api/localPickupAddress/order', { body: { order_id: choice.orderId, address_id: choice.addressId } }),
      localPickupAddressOrder200,
      LOCAL_PICKUP_UPDATED[1],
    );
  }

  /** A 2xx answer is true only with the expected message; 400 is a refusal with the server's message. */
  private async confirmPickup<T extends StatusMessage>(
    call: ClientCall<T>,
    validator: ResponseValidator<T>,
    expected: string,
  ): Promise<Result<boolean>> {
    const answer = await send(call);
    if (!answer.ok) return answer;
    if (!isSuccess(answer.value.status)) {
      const error = httpError(answer.value);
      return fail(answer.value.status === 400 ? portError('rejected', error.message, 400) : error);
    }
    const status = validateResponse(validator, answer.value.body);
    if (!status.ok) return status;
    return ok(status.value.message?.trim() === expected);
  }
}
