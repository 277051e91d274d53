import type { components } from '../../../adapters/http/generated/shop-api';
import type { BookedOrder } from '../../../adapters/fake/fake-order-book';
import type { OrderDetail } from '../../../ports/model/order';
import { fromResult, queryText } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { callerOf, mayActFor, notYours, type Caller } from '../login-token';
import { wholeNumber } from '../request-body';
import { type BackendReply, isReply, reply, replyError, type Route, route } from '../route';
import { withErrorField } from './catalog-wire';
import { orderAddressId, orderAddressOf, orderAddressWire, orderProductsWire, orderWire } from './order-wire';

type Shop = components['schemas'];
interface PlacedOrder {
  detail: OrderDetail;
  booked: BookedOrder;
}

const orderNotFound = () => withErrorField(replyError(404, 'Order not found'));

/**
 * The shop API's order reads (tag order): a customer's orders with that customer's login token only
 * (the shop token answers 401); a guest's by the invoice link, or by its cart with the shop token.
 */
export function orderRoutes({ fakes, books, clock, data }: FakeWorld): Route[] {
  /** A guest (an account without a password) has no login: the shop token reads a guest's order placed from a cart. */
  const isGuestOrder = (caller: Caller, customerId: number | null): boolean =>
    caller.kind === 'shop' && customerId !== null && books.accounts.byId(customerId)?.password === '';

  /** The order as the caller may see it: a login token sees its own customer's orders only, the shop token a guest's. */
  const orderFor = async (caller: Caller, orderId: number, locale: string): Promise<PlacedOrder | null> => {
    const booked = books.orders.get(orderId);
    if (booked === undefined || !(mayActFor(caller, booked.customerId) || isGuestOrder(caller, booked.customerId))) return null;
    const detail = await fakes.orders.getOrder({ orderId }, locale);
    return detail.ok ? { detail: detail.value, booked } : null;
  };
  const wireOf = ({ detail, booked }: PlacedOrder): Shop['Order'] => orderWire(detail, booked);

  const ordersOfCustomer = async (caller: Caller, customerId: number, locale: string, limit: number): Promise<BackendReply> => {
    if (!mayActFor(caller, customerId)) return notYours();
    const summaries = await fakes.orders.listOrders(customerId, locale);
    if (!summaries.ok) return fromResult(summaries, () => null);
    const orders = await Promise.all(summaries.value.slice(0, limit).map((summary) => orderFor(caller, summary.id, locale)));
    return reply({ OrderItems: orders.flatMap((order) => (order === null ? [] : [wireOf(order)])) });
  };

  /** The order placed from a cart: zero or one item. */
  const orderOfCart = async (caller: Caller, cartId: number, locale: string): Promise<BackendReply> => {
    const placed = await fakes.orders.getPlacedOrder(cartId, locale);
    const order = placed.ok ? await orderFor(caller, placed.value.id, locale) : null;
    return reply({ OrderItems: order === null ? [] : [wireOf(order)] });
  };

  return [
    route('GET', '/api/ExternalOrderApi/order/', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const { query } = request;
      const [customerId, cartId] = [wholeNumber(query.get('customer')), wholeNumber(query.get('cart_id'))];
      const locale = queryText(query, 'api_locale');
      if (customerId !== null) return ordersOfCustomer(caller, customerId, locale, wholeNumber(query.get('limit')) ?? 999);
      if (cartId !== null) return orderOfCart(caller, cartId, locale);
      return replyError(400, 'Invalid data');
    }),
    route('GET', '/api/ExternalOrderApi/order/{id}', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      if (caller.kind === 'shop') return notYours();
      const orderId = wholeNumber(request.params['id']);
      const order = orderId === null ? null : await orderFor(caller, orderId, queryText(request.query, 'api_locale'));
      return order === null ? orderNotFound() : reply({ OrderItems: [wireOf(order)] });
    }),
    route('GET', '/api/ExternalOrderApi/order_product/', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const orderId = wholeNumber(request.query.get('order_id'));
      if (orderId === null) return replyError(400, 'Invalid data');
      const order = await orderFor(caller, orderId, queryText(request.query, 'api_locale'));
      if (order === null && caller.kind === 'shop') return notYours();
      return order === null ? orderNotFound() : reply({ OrderProductItems: orderProductsWire(order.detail, order.booked, data) });
    }),
    route('GET', '/api/ExternalOrderApi/order_address/{id}', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const id = wholeNumber(request.params['id']);
      const where = id === null ? null : orderAddressOf(id, books.orders);
      const order = where === null ? null : await orderFor(caller, where.orderId, '');
      if (order === null && caller.kind === 'shop') return notYours();
      const address = where === null || order === null ? null : order.detail[`${where.role}Address`];
      if (id === null || address === null) return withErrorField(replyError(404, 'Order address not found'));
      return reply({ OrderAddressItems: [orderAddressWire(address, id)] });
    }),
    route('GET', '/api/guest/invoice/{ref}/{hash}', async ({ params, query }) => {
      const [ref, hash] = [params['ref'] ?? '', params['hash'] ?? ''];
      const booked = books.orders.byRefAndHash(ref, hash);
      const detail = await fakes.orders.getOrder({ ref, hash }, queryText(query, 'api_locale'));
      if (booked === undefined || !detail.ok) return orderNotFound();
      const { invoiceAddress, deliveryAddress } = detail.value;
      return reply({
        order: orderWire(detail.value, booked),
        products: orderProductsWire(detail.value, booked, data),
        // Declared as objects; an order the fake holds without its addresses answers null for them.
        invoice_address: invoiceAddress && orderAddressWire(invoiceAddress, orderAddressId(booked, 'invoice')),
        delivery_address: deliveryAddress && orderAddressWire(deliveryAddress, orderAddressId(booked, 'delivery')),
      });
    }),
  ];
}
