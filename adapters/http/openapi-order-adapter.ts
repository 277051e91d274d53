import type { OrderAccess, OrderDetail, OrderSummary, Withdrawal } from '../../ports/model/order';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { OrderPort } from '../../ports/order-port';
import type { components as ShopSchemas } from './generated/shop-api';
import {
  getGuestInvoice200,
  getOrder200,
  getOrderAddress200,
  getOrderProducts200,
  getOrders200,
  orderCancel200,
  orderWithdraw200,
} from './generated/shop-api-order-validators';
import { chainResult, fetchValidated, firstItem, httpError, isSuccess, mapResult, send, sendForStatus } from './http-call';
import type { ShopClient } from './http-clients';
import { mapGuestInvoice, mapOrder, mapOrderDetail } from './map-order';
import { validateResponse } from './response-validator';
import { apiLocale } from './shop-locale';

/** Spec 9: orders are read 999 per request. */
export const ORDER_LIMIT = 999;

type OrderAddressDto = ShopSchemas['schemas']['OrderAddress'];
type OrderDto = ShopSchemas['schemas']['Order'];

/**
 * Orders of the logged-in customer go out with the login token only (`user`); the guest-invoice
 * reads and a guest's withdrawal with the shop token (`shop`); the order placed from a cart with
 * the login token when there is one, else the shop token (`placed`).
 */
export class OpenApiOrderAdapter implements OrderPort {
  constructor(
    private readonly user: ShopClient,
    private readonly shop: ShopClient,
    private readonly placed: ShopClient,
  ) {}

  async listOrders(customerId: number, language: string): Promise<Result<OrderSummary[]>> {
    const query = { customer: customerId, api_locale: apiLocale(language), limit: ORDER_LIMIT };
    const orders = await fetchValidated(() => this.user.GET('/api/ExternalOrderApi/order/', { params: { query } }), getOrders200);
    return mapResult(orders, (dto) => dto.OrderItems.map(mapOrder));
  }

  getOrder(access: OrderAccess, language: string): Promise<Result<OrderDetail>> {
    return 'orderId' in access ? this.customerOrder(access.orderId, language) : this.guestOrder(access, language);
  }

  /** Designed: order/?cart_id&api_locale → the order placed from the cart, with its lines and addresses. */
  async getPlacedOrder(cartId: number, language: string): Promise<Result<OrderDetail>> {
    const locale = apiLocale(language);
    const orders = await fetchValidated(
      () => this.placed.GET('/api/ExternalOrderApi/order/', { params: { query: { cart_id: cartId, api_locale: locale } } }),
      getOrders200,
    );
    const order = chainResult(orders, (dto) => firstItem(dto.OrderItems, 'placed order'));
    return order.ok ? this.withLinesAndAddresses(this.placed, order.value, locale) : order;
  }

  cancelOrder(orderId: number): Promise<Result<void>> {
    return sendForStatus(() => this.user.POST('/api/order/cancel', { body: { order_id: orderId } }), orderCancel200);
  }

  /** 409 (the period has ended) and 400 are refusals with the server's message. */
  async withdraw(access: OrderAccess): Promise<Result<Withdrawal>> {
    const answer = await send(() =>
      'orderId' in access
        ? this.user.POST('/api/order/withdraw', { body: { order_id: access.orderId } })
        : this.shop.POST('/api/order/withdraw', { body: { ref: access.ref, hash: access.hash } }),
    );
    if (!answer.ok) return answer;
    const { status } = answer.value;
    if (!isSuccess(status)) {
      const error = httpError(answer.value);
      return fail(status === 409 || status === 400 ? portError('rejected', error.message, status) : error);
    }
    const result = validateResponse(orderWithdraw200, answer.value.body);
    if (!result.ok) return result;
    if (result.value.status.toLowerCase() !== 'success') return fail(portError('rejected', `withdraw: ${result.value.status}`));
    return ok({ confirmedAt: result.value.withdrawn_at });
  }

  /** order/{id} and its lines, then the two order addresses it points at. */
  private async customerOrder(orderId: number, language: string): Promise<Result<OrderDetail>> {
    const locale = apiLocale(language);
    const [orders, products] = await Promise.all([
      fetchValidated(
        () =>
          this.user.GET('/api/ExternalOrderApi/order/{id}', { params: { path: { id: orderId }, query: { api_locale: locale } } }),
        getOrder200,
      ),
      this.orderProducts(this.user, orderId, locale),
    ]);
    const order = chainResult(orders, (dto) => firstItem(dto.OrderItems, 'order'));
    if (!order.ok) return order;
    return this.withLinesAndAddresses(this.user, order.value, locale, products);
  }

  private orderProducts(client: ShopClient, orderId: number, locale: string) {
    return fetchValidated(
      () => client.GET('/api/ExternalOrderApi/order_product/', { params: { query: { order_id: orderId, api_locale: locale } } }),
      getOrderProducts200,
    );
  }

  /** The order's lines (unless already read), then the two order addresses it points at. */
  private async withLinesAndAddresses(
    client: ShopClient,
    order: OrderDto,
    locale: string,
    lines?: Awaited<ReturnType<OpenApiOrderAdapter['orderProducts']>>,
  ): Promise<Result<OrderDetail>> {
    const products = lines ?? (await this.orderProducts(client, order.ID, locale));
    if (!products.ok) return products;
    const { INVOICE_ADDRESS: invoiceId, DELIVERY_ADDRESS: deliveryId } = order;
    const [invoiceAddress, deliveryAddress] = await Promise.all([
      this.orderAddress(client, invoiceId),
      deliveryId === invoiceId ? null : this.orderAddress(client, deliveryId),
    ]);
    if (!invoiceAddress.ok) return invoiceAddress;
    const delivery = deliveryAddress ?? invoiceAddress;
    if (!delivery.ok) return delivery;
    return ok(
      mapOrderDetail({
        order,
        products: products.value.OrderProductItems,
        invoiceAddress: invoiceAddress.value,
        deliveryAddress: delivery.value,
      }),
    );
  }

  /** One order address; a missing one (404 or an empty answer) is null. */
  private async orderAddress(client: ShopClient, id: number): Promise<Result<OrderAddressDto | null>> {
    const answer = await fetchValidated(
      () => client.GET('/api/ExternalOrderApi/order_address/{id}', { params: { path: { id } } }),
      getOrderAddress200,
    );
    if (!answer.ok) return answer.error.kind === 'not-found' ? ok(null) : answer;
    return ok(answer.value.OrderAddressItems[0] ?? null);
  }

  private async guestOrder(access: { ref: string; hash: string }, language: string): Promise<Result<OrderDetail>> {
    const invoice = await fetchValidated(
      () =>
        this.shop.GET('/api/guest/invoice/{ref}/{hash}', {
          params: { path: { ref: access.ref, hash: access.hash }, query: { api_locale: apiLocale(language) } },
        }),
      getGuestInvoice200,
    );
    return mapResult(invoice, mapGuestInvoice);
  }
}
