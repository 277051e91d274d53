import type { OrderAccess, OrderDetail, OrderSummary, Withdrawal } from './model/order';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface OrderPort {
  listOrders(customerId: number, language: string): Promise<Result<OrderSummary[]>>;
  /** A customer's order by id, or a guest's by ref and hash; a wrong hash is 'not-found'. */
  getOrder(access: OrderAccess, language: string): Promise<Result<OrderDetail>>;
  /** The order placed from this cart (the order-placed page, by the cart id a provider returns with). */
  getPlacedOrder(cartId: number, language: string): Promise<Result<OrderDetail>>;
  cancelOrder(orderId: number): Promise<Result<void>>;
  /** The online withdrawal (Directive (EU) 2023/2673). */
  withdraw(access: OrderAccess): Promise<Result<Withdrawal>>;
}

export const ORDER_PORT = portToken<OrderPort>('OrderPort');
