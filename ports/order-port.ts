import type { OrderDetail, OrderSummary } from './model/order';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface OrderPort {
  listOrders(customerId: number, language: string): Promise<Result<OrderSummary[]>>;
  getOrder(orderId: number, language: string): Promise<Result<OrderDetail>>;
  getGuestInvoice(ref: string, hash: string, language: string): Promise<Result<OrderDetail>>;
}

export const ORDER_PORT = portToken<OrderPort>('OrderPort');
