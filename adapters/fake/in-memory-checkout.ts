import type { CheckoutPort, PostageRequest } from '../../ports/checkout-port';
import type { DeliveryMethod, PaymentMethod, Postage } from '../../ports/model/checkout';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { FakeCartBook } from './fake-cart-book';
import { languageOf } from './fake-language';
import type { FakeOrderBook } from './fake-order-book';
import { deliveryMethodsFor, postageFor } from './fake-postage';
import type { SeedData } from './seed/seed-types';

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

  /** An unknown cart gets an empty list, as the server answers. */
  async listPaymentMethods(cartId: number, locale: string): Promise<Result<PaymentMethod[]>> {
    if (this.carts.get(cartId) === undefined) return ok([]);
    const language = languageOf(locale);
    return ok(
      [...this.data.paymentMethods]
        .sort((a, b) => a.position - b.position)
        .map((m) => ({ id: m.id, provider: m.provider, title: m.title[language], position: m.position })),
    );
  }

  /** True for a known order, as when the server answers 'Order Local Pickup (Address) Updated'. */
  async chooseLocalPickup(orderId: number, pickupAddressId: number | null): Promise<Result<boolean>> {
    return ok(this.orders.update(orderId, { pickupAddressId }) !== undefined);
  }
}
