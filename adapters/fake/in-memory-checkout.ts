import type { CheckoutPort, PickupAddressChoice, PickupPointChoice, PostageRequest } from '../../ports/checkout-port';
import type { DeliveryMethod, OrderPickup, PaymentMethod, PickupPoint, Postage } from '../../ports/model/checkout';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { FakeCartBook } from './fake-cart-book';
import { DEFAULT_LANGUAGE, languageOf } from './fake-language';
import type { FakeOrderBook } from './fake-order-book';
import { deliveryMethodsFor, postageFor } from './fake-postage';
import { PICKUP_LOCALES, PICKUP_POINTS } from './seed/seed-checkout';
import type { SeedData } from './seed/seed-types';

const PICKUP_METHOD_ID = 45;

export class InMemoryCheckout implements CheckoutPort {
  constructor(
    private readonly data: SeedData,
    private readonly carts: FakeCartBook,
    private readonly orders: FakeOrderBook,
  ) {}

  async listDeliveryMethods(cartId: number, locale: string): Promise<Result<DeliveryMethod[]>> {
    if (!(cartId > 0)) return fail(portError('rejected', 'invalid cartId', 400));
    if (this.carts.get(cartId) === undefined) return fail(portError('not-found', 'Cart not found', 404));
    const language = languageOf(locale);
    return ok(
      deliveryMethodsFor(this.data, locale).map((m) => ({
        id: m.id,
        position: m.position,
        title: m.title[language],
        code: m.code,
      })),
    );
  }

  async getPostage(request: PostageRequest): Promise<Result<Postage>> {
    const cart = this.carts.get(request.cartId);
    if (cart === undefined) return fail(portError('rejected', 'Invalid data', 400));
    return postageFor(this.data, cart, request.deliveryMethodId, request.countryId, request.locale);
  }

  /**
   * An unknown cart gets an empty list, as the server answers, and so does an empty one (no module
   * applies to it); no locale → the store's default language.
   */
  async listPaymentMethods(cartId: number, locale: string | null): Promise<Result<PaymentMethod[]>> {
    if (!this.carts.get(cartId)?.lines.length) return ok([]);
    const language = locale === null ? DEFAULT_LANGUAGE : languageOf(locale);
    return ok(
      [...this.data.paymentMethods]
        .sort((a, b) => a.position - b.position)
        .map((m) => ({ id: m.id, provider: m.provider, title: m.title[language], position: m.position })),
    );
  }

  /** The Romanian store's points; the other stores have no local pickup. */
  async listPickupPoints(locale: string): Promise<Result<PickupPoint[]>> {
    return ok(PICKUP_LOCALES.includes(locale) ? PICKUP_POINTS.map((point) => ({ ...point })) : []);
  }

  /** Null for an order that never chose local pickup, as the fast API's empty list. */
  async getOrderPickup(orderId: number): Promise<Result<OrderPickup | null>> {
    const order = this.orders.get(orderId);
    const pointId = order?.pickupPointId ?? null;
    if (order === undefined || pointId === null) return ok(null);
    const point = PICKUP_POINTS.find((p) => p.id === pointId);
    return ok({ orderId, localPickup: true, point: point === undefined ? null : { ...point } });
  }

  /** True for a known order and point, as when the server answers 'Order Local Pickup Updated'. */
  async choosePickupPoint(choice: PickupPointChoice): Promise<Result<boolean>> {
    if (this.orders.get(choice.orderId) === undefined) return fail(portError('rejected', 'Order not found', 400));
    if (!PICKUP_POINTS.some((point) => point.id === choice.pickupPointId)) return ok(false);
    this.orders.update(choice.orderId, { pickupPointId: choice.pickupPointId, deliveryMethodId: PICKUP_METHOD_ID });
    return ok(true);
  }

  /** True for a known order, as when the server answers 'Order Local Pickup Address Updated'. */
  async choosePickupAddress(choice: PickupAddressChoice): Promise<Result<boolean>> {
    const order = this.orders.get(choice.orderId);
    if (order === undefined) return fail(portError('rejected', 'Order not found', 400));
    this.orders.update(choice.orderId, { pickupAddressId: choice.addressId });
    return ok(true);
  }
}
