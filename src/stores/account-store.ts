import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { OrderSummary } from '../../ports/model/order';
import { ORDER_PORT, type OrderPort } from '../../ports/order-port';
import type { CachedQuery } from './cached-query';
import { QueryFactory } from './query-factory';
import { SessionStore } from './session-store';

/** The customer account (/account): the customer's orders, newest first. */
@injectable()
export class AccountStore {
  readonly orders: CachedQuery<OrderSummary[]>;

  constructor(
    @inject(ORDER_PORT) orders: OrderPort,
    @inject(QueryFactory) factory: QueryFactory,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.orders = factory.create({
      identity: () => (session.customerId === null ? null : `orders:${session.customerId}`),
      scope: 'language',
      load: (ctx) => orders.listOrders(session.customerId ?? 0, ctx.locale),
    });
    makeAutoObservable<AccountStore, 'session'>(this, { session: false, orders: false }, { autoBind: true });
  }

  /** A logged-out shopper is sent to the login screen. */
  get needsLogin(): boolean {
    return !this.session.loggedIn;
  }

  get name(): string {
    return this.session.profileName;
  }

  get sortedOrders(): OrderSummary[] {
    return [...(this.orders.value ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Reads the orders and follows the customer and language. Returns the disposer. */
  start(): () => void {
    return this.orders.watch();
  }
}
