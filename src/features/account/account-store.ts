import { inject, injectable } from 'inversify';
import { CUSTOMER_PORT, type CustomerPort } from '../../../ports/customer-port';
import type { Customer } from '../../../ports/model/customer';
import type { OrderSummary } from '../../../ports/model/order';
import { ORDER_PORT, type OrderPort } from '../../../ports/order-port';
import { shownOrderStatus, type ShownOrderStatus } from '../../domain/order-status';
import type { CachedQuery } from '../../shared/cached-query';
import { PricingStore } from '../shop/pricing-store';
import { QueryFactory } from '../shop/query-factory';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

/** Section 9's title codes: 1 Mr, 2 Miss, 5 Association, any other a company. */
export type TitleKind = 'mr' | 'miss' | 'association' | 'company';

/** The cache key prefix of a customer's order list; an order action forgets it. */
export const ORDERS_QUERY = 'orders:';

export const titleKind = (code: number): TitleKind =>
  code === 1 ? 'mr' : code === 2 ? 'miss' : code === 5 ? 'association' : 'company';

/** The customer account (/account): the profile and the customer's orders, newest first. */
@injectable()
export class AccountStore {
  readonly orders: CachedQuery<OrderSummary[]>;
  readonly customer: CachedQuery<Customer | null>;

  constructor(
    @inject(ORDER_PORT) orders: OrderPort,
    @inject(CUSTOMER_PORT) customers: CustomerPort,
    @inject(QueryFactory) factory: QueryFactory,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PricingStore) private readonly pricing: PricingStore,
  ) {
    this.orders = factory.create({
      identity: () => (session.customerId === null ? null : `${ORDERS_QUERY}${session.customerId}`),
      scope: 'language',
      load: async (ctx) => session.checked(await orders.listOrders(session.customerId ?? 0, ctx.locale)),
    });
    this.customer = factory.create({
      identity: () => (session.loggedIn && session.email !== '' ? `customer:${session.email}` : null),
      scope: 'global',
      load: async () => session.checked(await customers.findByEmail(session.email)),
    });
    observeStore(this, arguments, { orders: false, customer: false });
  }

  /** A logged-out shopper is sent to the login screen. */
  get needsLogin(): boolean {
    return !this.session.loggedIn;
  }

  get name(): string {
    return this.session.profileName;
  }

  get email(): string {
    return this.session.email;
  }

  get title(): TitleKind | null {
    const customer = this.customer.value;
    return customer ? titleKind(customer.titleCode) : null;
  }

  get company(): string | null {
    return this.customer.value?.company ?? null;
  }

  /** The VAT number registered with the account (a company customer's), or null. */
  get vatNumber(): string | null {
    return this.customer.value?.vatNumber ?? null;
  }

  get sortedOrders(): OrderSummary[] {
    return [...(this.orders.value ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The order's state as the customer reads it: a recorded withdrawal shows as such. */
  statusOf(order: OrderSummary): ShownOrderStatus {
    return shownOrderStatus(order);
  }

  money(amount: number): string {
    return this.pricing.format(amount);
  }

  /** Reads the profile and the orders and follows the customer and language. Returns the disposer. */
  start(): () => void {
    const stopOrders = this.orders.watch();
    const stopCustomer = this.customer.watch();
    return () => {
      stopOrders();
      stopCustomer();
    };
  }
}
