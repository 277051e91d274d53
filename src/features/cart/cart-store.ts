import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { ANALYTICS_PORT, type AnalyticsPort } from '../../../ports/analytics-port';
import { CART_PORT, type CartLineRef, type CartPort } from '../../../ports/cart-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import type { CartLine } from '../../../ports/model/cart';
import type { Product } from '../../../ports/model/product';
import { planDecrease, planSetQuantity } from '../../domain/cart-rules';
import { lineFromProduct, type LinePrice } from './cart-persistence';
import { CartLinesStore } from './cart-lines-store';
import { CartSyncStore, type CartErrorCode } from './cart-sync-store';
import { CartTotalsStore } from './cart-totals-store';
import { MiniCartStore } from './mini-cart-store';
import { SessionStore } from '../session/session-store';
import { ToastStore, type ToastTopic } from '../../shared/toast-store';
import { observeStore } from '../../shared/observe-store';

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

/** The net price a product page shows for one variant (PRODUCT_SALE_ELEMENT). */
export interface ShownLinePrice {
  pseId: number;
  price: number;
  promo: number | null;
}

/**
 * What the shopper does with the cart (section 4): add, change a quantity, remove a line, move it
 * to another fulfilment centre, delete all. Each action makes the calls the spec asks for, keeps
 * the lines in step, and shows its own toast.
 */
@injectable()
export class CartStore {
  /** PRODUCT_SALE_ELEMENT ids with an add in flight (a second click is ignored). */
  pendingAdds: number[] = [];
  /** PRODUCT_SALE_ELEMENT ids of lines with an update, delete or centre change in flight. */
  pendingLines: number[] = [];
  /** 'Delete all' was asked for and waits for the shopper to confirm. */
  confirmingClear = false;
  private addQueue: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(CART_PORT) private readonly cartPort: CartPort,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(CartSyncStore) private readonly sync: CartSyncStore,
    @inject(CartTotalsStore) private readonly totals: CartTotalsStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(MiniCartStore) private readonly miniCart: MiniCartStore,
    @inject(ToastStore) private readonly toasts: ToastStore,
    @inject(ANALYTICS_PORT) private readonly analytics: AnalyticsPort,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    observeStore<CartStore, 'addQueue'>(this, arguments, { addQueue: false });
  }

  isAdding(pseId: number): boolean {
    return this.pendingAdds.includes(pseId);
  }

  isLinePending(line: Pick<CartLine, 'pseId'>): boolean {
    return this.pendingLines.includes(line.pseId);
  }

  /**
   * The add sequence of section 4: the cart check when a cart id is known, the add, then one
   * cart read. Adds run one after another (so two first adds never create two carts), and an
   * add of a PRODUCT_SALE_ELEMENT whose add is still running is ignored (a double click adds once).
   * Success shows 'Added to cart' and, on wide screens, opens the mini cart.
   */
  add(product: Product, pseId: number, quantity: number, price?: LinePrice): Promise<boolean> {
    if (this.pendingAdds.includes(pseId)) return Promise.resolve(false);
    this.pendingAdds.push(pseId);
    const run = this.addQueue.then(() => this.performAdd(product, pseId, quantity, price));
    this.addQueue = run.catch(() => undefined);
    return run
      .catch((error: unknown) => {
        this.log.error('Adding to cart failed', error);
        return this.failed('add-failed', 'cart-add-failed');
      })
      .finally(() => this.settleAdd(pseId));
  }

  private async performAdd(product: Product, pseId: number, quantity: number, price?: LinePrice): Promise<boolean> {
    if (!isCount(pseId) || !isCount(quantity)) return this.failed('add-failed', 'cart-add-failed');
    if (!(await this.checkKnownCart())) return this.failed('add-failed', 'cart-add-failed');
    const cartId = this.lines.resolveCartId();
    const request = { productId: product.id, pseId, quantity, customerId: this.session.customerId };
    let result = await this.cartPort.addLine({ ...request, cartId });
    if (!result.ok && cartId !== null && result.error.kind === 'cart-not-found') {
      // The cart vanished between the check and the add: start a new one.
      this.lines.forget();
      result = await this.cartPort.addLine({ ...request, cartId: null });
    }
    if (!result.ok) {
      this.lines.handleError(result.error);
      return this.failed('add-failed', 'cart-add-failed');
    }
    const line = lineFromProduct(product, pseId, result.value, price);
    this.lines.storeAdded(line);
    this.sync.markSynced();
    this.announceAdded(line, quantity);
    void this.sync.refresh();
    return true;
  }

  /** The cart check: a cart the server no longer knows is forgotten, so the add starts a new one. */
  private async checkKnownCart(): Promise<boolean> {
    const cartId = this.lines.resolveCartId();
    if (cartId === null) return true;
    const check = await this.cartPort.exists(cartId);
    if (check.ok) {
      if (!check.value) this.lines.forget();
      return true;
    }
    if (check.error.kind !== 'cart-not-found' && check.error.kind !== 'invalid-cart-id') return false;
    this.lines.handleError(check.error);
    return true;
  }

  private announceAdded(line: CartLine, added: number): void {
    this.analytics.push({
      event: 'addToCart',
      productId: line.productId,
      pseId: line.pseId,
      quantity: added,
      grossPrice: this.totals.unitPrice(line).amount ?? 0,
      currency: this.totals.currency,
    });
    this.toasts.show('cart-added');
    this.miniCart.showAfterAdd();
  }

  private settleAdd(pseId: number): void {
    this.pendingAdds = this.pendingAdds.filter((id) => id !== pseId);
  }

  /** Decrease: below 1 removes the line, otherwise the server subtracts. */
  decrease(line: CartLine, by = 1): Promise<boolean> {
    if (!isCount(by)) return Promise.resolve(false);
    const plan = planDecrease(line, by);
    if (plan.kind === 'remove') return this.removeLine(line);
    return this.changeQuantity(line, (ref) => this.cartPort.decrease(ref, by));
  }

  /** Set quantity: 0 or less removes the line, otherwise the server sets it. */
  setQuantity(line: CartLine, quantity: number): Promise<boolean> {
    if (!Number.isFinite(quantity)) return Promise.resolve(false);
    const plan = planSetQuantity(Math.floor(quantity));
    if (plan.kind === 'remove') return this.removeLine(line);
    if (plan.quantity === line.quantity) return Promise.resolve(true);
    return this.changeQuantity(line, (ref) => this.cartPort.setQuantity(ref, plan.quantity));
  }

  private async changeQuantity(line: CartLine, change: (ref: CartLineRef) => ReturnType<CartPort['decrease']>): Promise<boolean> {
    const cartId = this.lines.resolveCartId() ?? line.cartId;
    if (!this.beginLine(line)) return false;
    const result = await change({ cartId, cartItemId: line.cartItemId, customerId: this.session.customerId });
    this.endLine(line);
    if (!result.ok) {
      this.lines.handleError(result.error);
      return this.failed('update-failed', 'cart-update-failed');
    }
    const { quantity } = result.value;
    if (planSetQuantity(quantity).kind === 'remove') this.lines.drop(line.pseId);
    else this.lines.patch(line.pseId, { quantity });
    this.sync.markSynced();
    return true;
  }

  /** Delete one line; success shows 'Removed from cart' (an error-style toast, as the spec says). */
  async removeLine(line: CartLine): Promise<boolean> {
    const cartId = this.lines.resolveCartId() ?? line.cartId;
    if (!this.beginLine(line)) return false;
    const result = await this.cartPort.deleteLine(cartId, line.cartItemId);
    this.endLine(line);
    if (!result.ok) {
      if (this.lines.handleError(result.error)) return true;
      return this.failed('remove-failed', 'cart-remove-failed');
    }
    this.lines.drop(line.pseId);
    this.sync.markSynced();
    this.toasts.show('cart-removed');
    return true;
  }

  async changeFulfilmentCentre(line: CartLine, centreId: number): Promise<boolean> {
    if (line.fulfilmentCentreId === centreId) return true;
    const cartId = this.lines.resolveCartId() ?? line.cartId;
    if (!this.beginLine(line)) return false;
    const result = await this.cartPort.changeFulfilmentCentre(cartId, line.cartItemId, centreId);
    this.endLine(line);
    if (!result.ok) {
      this.lines.handleError(result.error);
      return this.failed('update-failed', 'cart-update-failed');
    }
    this.lines.patch(line.pseId, { fulfilmentCentreId: centreId });
    this.sync.markSynced();
    return true;
  }

  /** Update item: the server's price, promo and deliverability for one PRODUCT_SALE_ELEMENT (no call). */
  updateItem(pseId: number, change: { price?: number; promo?: number | null; undeliverable?: boolean }): void {
    const patch: Partial<CartLine> = {};
    if (change.price !== undefined && Number.isFinite(change.price) && change.price >= 0) patch.unitNetPrice = change.price;
    if (change.promo !== undefined) {
      const promo = change.promo !== null && Number.isFinite(change.promo) && change.promo >= 0 ? change.promo : null;
      patch.promoNetPrice = promo;
      patch.isPromo = promo !== null;
    }
    if (change.undeliverable !== undefined) patch.undeliverable = change.undeliverable;
    this.lines.patch(pseId, patch);
  }

  /**
   * A product page shows a variant's price: the cart's line of that variant (if any) takes the
   * price shown, now and whenever it changes. Returns the disposer (the page closes).
   */
  followShownPrice(shown: () => ShownLinePrice | null): () => void {
    return reaction(
      () => {
        const now = shown();
        return now && `${now.pseId}:${now.price}:${now.promo}`;
      },
      () => {
        const now = shown();
        if (now) this.updateItem(now.pseId, { price: now.price, promo: now.promo });
      },
      { fireImmediately: true },
    );
  }

  /** 'Delete all' asks first: nothing is removed until the shopper confirms. */
  askToClear(): void {
    this.confirmingClear = true;
  }

  cancelClear(): void {
    this.confirmingClear = false;
  }

  async confirmClear(): Promise<boolean> {
    this.confirmingClear = false;
    return this.clear();
  }

  /** Delete all. The stored id is removed, except on the order-placed and order-failed pages. */
  async clear(): Promise<boolean> {
    const cartId = this.lines.resolveCartId();
    if (cartId !== null && this.lines.items.length > 0) {
      const result = await this.cartPort.clear(cartId, this.session.customerId);
      if (!result.ok && result.error.kind !== 'cart-not-found') {
        this.lines.handleError(result.error);
        return this.failed('clear-failed', 'cart-remove-failed');
      }
    }
    this.lines.empty();
    this.sync.dismissNotices();
    return true;
  }

  /** Forgets the actions in flight (the server-error page's Retry). */
  reset(): void {
    this.pendingAdds = [];
    this.pendingLines = [];
  }

  private beginLine(line: CartLine): boolean {
    if (this.pendingLines.includes(line.pseId)) return false;
    this.pendingLines.push(line.pseId);
    return true;
  }

  private endLine(line: CartLine): void {
    this.pendingLines = this.pendingLines.filter((id) => id !== line.pseId);
  }

  private failed(code: CartErrorCode, topic: ToastTopic): false {
    this.sync.markFailed(code);
    this.toasts.show(topic);
    return false;
  }
}
