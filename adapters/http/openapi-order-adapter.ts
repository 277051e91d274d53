import type { OrderDetail, OrderSummary } from '../../ports/model/order';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { OrderPort } from '../../ports/order-port';
import { getOrder200, getOrderProducts200, getOrders200 } from './generated/shop-api-checkout-validators';
import { chainResult, fetchValidated, firstItem, mapResult } from './http-call';
import type { ShopClient } from './http-clients';
import { mapOrder, mapOrderProduct } from './map-order';
import { apiLocale } from './shop-locale';

/** Spec 9: orders are read 999 per request. */
export const ORDER_LIMIT = 999;

export class OpenApiOrderAdapter implements OrderPort {
  constructor(private readonly shop: ShopClient) {}

  async listOrders(customerId: number, language: string): Promise<Result<OrderSummary[]>> {
    const orders = await fetchValidated(
      () =>
        this.shop.GET('/api/ExternalOrderApi/order/', {
          params: { query: { customer: customerId, api_locale: apiLocale(language), limit: ORDER_LIMIT } },
        }),
      getOrders200,
    );
    return mapResult(orders, (dto) => dto.OrderItems.map(mapOrder));
  }

  /** The first of OrderItems, with its lines from order_product/. */
  async getOrder(orderId: number, language: string): Promise<Result<OrderDetail>> {
    const [orders, products] = await Promise.all([
      fetchValidated(() => this.shop.GET('/api/ExternalOrderApi/order/{id}', { params: { path: { id: orderId } } }), getOrder200),
      fetchValidated(
        () =>
          this.shop.GET('/api/ExternalOrderApi/order_product/', {
            params: { query: { order_id: orderId, api_locale: apiLocale(language) } },
          }),
        getOrderProducts200,
      ),
    ]);
    const order = chainResult(orders, (dto) => firstItem(dto.OrderItems, 'order'));
    if (!order.ok) return order;
    if (!products.ok) return products;
    return ok({ ...mapOrder(order.value), products: products.value.OrderProductItems.map(mapOrderProduct) });
  }

  /** The shop API has no guest-invoice lookup by ref and hash (see README). */
  async getGuestInvoice(_ref: string, _hash: string, _language: string): Promise<Result<OrderDetail>> {
    return fail(portError('not-found', 'Guest invoices cannot be looked up through the shop API'));
  }
}
