import { inject, injectable } from 'inversify';
import type { CartLine } from '../../../ports/model/cart';
import type { DeliveryDelay, FulfilmentCentre } from '../../../ports/model/product';
import { PRODUCT_PORT, type ProductPort } from '../../../ports/product-port';
import { adjustToMultiple } from '../../domain/quantity-multiple';
import { CartStore } from './cart-store';
import { productQueries, type ProductQueries } from '../catalog/product-queries';
import { QueryFactory } from '../shop/query-factory';
import { observeStore } from '../../shared/observe-store';

/** How a quantity was entered: the − and + buttons step by the multiple, a typed entry is fitted to it. */
export type QuantityEntry = 'button' | 'typed';

const MAX_LINES = 100;

/** What a cart line shows about its variant (read through the same queries as the product page), and its quantity entry. */
export class LineDetails {
  /** A typed quantity did not fit the multiple and was adjusted to this: show the spec's message. */
  adjustedTo: number | null = null;

  constructor(
    private readonly queries: ProductQueries<'multiple' | 'variantDelay' | 'fulfilment'>,
    private readonly cart: CartStore,
  ) {
    observeStore<LineDetails, 'queries'>(this, arguments, { queries: false });
  }

  /** − decreases on the server (action decrease), + sets; a typed entry is fitted to the multiple and set (0 removes). */
  changeQuantity(line: CartLine, quantity: number, entry: QuantityEntry): void {
    if (entry === 'button') {
      if (quantity < line.quantity) void this.cart.decrease(line, line.quantity - quantity);
      else void this.cart.setQuantity(line, quantity);
      return;
    }
    if (quantity <= 0) {
      this.adjustedTo = null;
      void this.cart.setQuantity(line, 0);
      return;
    }
    const fitted = adjustToMultiple(Math.floor(quantity), this.step);
    this.adjustedTo = fitted.adjusted ? fitted.quantity : null;
    if (fitted.quantity !== line.quantity) void this.cart.setQuantity(line, fitted.quantity);
  }

  /** Loads now and keeps the answers in step with the language. Returns the disposer. */
  watch(): () => void {
    const disposers = Object.values(this.queries).map((query) => query.watch());
    return () => disposers.forEach((dispose) => dispose());
  }

  /** The quantity multiple (1 until known). */
  get step(): number {
    return this.queries.multiple.value ?? 1;
  }

  get delay(): DeliveryDelay | null {
    return this.queries.variantDelay.value ?? null;
  }

  get centres(): FulfilmentCentre[] {
    return this.queries.fulfilment.value ?? [];
  }

  /** The delivery time or the warehouses are still to come (each takes its own row when it does). */
  get settling(): boolean {
    return this.queries.variantDelay.isLoading || this.queries.fulfilment.isLoading;
  }
}

/** The variant facts of cart lines: quantity multiple, delivery time and fulfilment centres. */
@injectable()
export class CartLineDetailsStore {
  private readonly lines = new Map<number, LineDetails>();

  constructor(
    @inject(PRODUCT_PORT) private readonly products: ProductPort,
    @inject(QueryFactory) private readonly factory: QueryFactory,
    @inject(CartStore) private readonly cart: CartStore,
  ) {}

  /** Whether any of these lines still waits for its delivery time or warehouses. */
  settling(lines: readonly CartLine[]): boolean {
    return lines.some((line) => this.of(line.pseId).settling);
  }

  of(pseId: number): LineDetails {
    const known = this.lines.get(pseId);
    if (known) return known;
    const ids = { product: () => null, pse: () => pseId };
    const queries = productQueries(this.factory, this.products, ids, ['multiple', 'variantDelay', 'fulfilment']);
    const details = new LineDetails(queries, this.cart);
    this.lines.set(pseId, details);
    for (const oldest of this.lines.keys()) {
      if (this.lines.size <= MAX_LINES) break;
      this.lines.delete(oldest);
    }
    return details;
  }
}
