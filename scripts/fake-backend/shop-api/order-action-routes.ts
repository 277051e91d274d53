import type { components } from '../../../adapters/http/generated/shop-api';
import type { OrderAccess } from '../../../ports/model/order';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { callerOf, mayActFor, notYours, type Caller } from '../login-token';
import { bodyOf, integer, text } from '../request-body';
import { type BackendReply, isReply, reply, replyError, type Route, route } from '../route';

type Shop = components['schemas'];

const done = (): Shop['StatusMessage'] => ({ status_code: 200, status: 'success', message: null });
const orderNotFound = () => replyError(404, 'Order not found');

/** Cancel and withdraw (tag order): by order id with the login bearer, a guest's withdrawal by ref and hash. */
export function orderActionRoutes({ fakes, books, clock }: FakeWorld): Route[] {
  /** A login token may act on its own customer's orders only; another's is not found. */
  const isTheirs = (caller: Caller, orderId: number): boolean => {
    const booked = books.orders.get(orderId);
    return booked === undefined || mayActFor(caller, booked.customerId);
  };

  const withdraw = async (access: OrderAccess): Promise<BackendReply> => {
    const withdrawal = await fakes.orders.withdraw(access);
    if (withdrawal.ok)
      return reply({ status: 'success', withdrawn_at: withdrawal.value.confirmedAt } satisfies Shop['WithdrawalResult']);
    // openapi: a refusal of a known order (period ended, withdrawn already, nothing to withdraw from) is 409.
    const { kind, message } = withdrawal.error;
    return kind === 'rejected' ? replyError(409, message) : fromResult(withdrawal, () => null);
  };

  return [
    route('POST', '/api/order/cancel', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const orderId = integer(bodyOf(request.body), 'order_id');
      if (orderId === null) return replyError(400, 'Invalid data');
      if (caller.kind === 'shop') return notYours();
      if (!isTheirs(caller, orderId)) return orderNotFound();
      return fromResult(await fakes.orders.cancelOrder(orderId), done);
    }),
    route('POST', '/api/order/withdraw', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const fields = bodyOf(request.body);
      const [orderId, ref, hash] = [integer(fields, 'order_id'), text(fields, 'ref'), text(fields, 'hash')];
      if (orderId !== null && caller.kind === 'shop') return notYours();
      if (orderId !== null) return isTheirs(caller, orderId) ? withdraw({ orderId }) : orderNotFound();
      if (ref !== null && hash !== null) return withdraw({ ref, hash });
      return replyError(400, 'The body names no order');
    }),
  ];
}
