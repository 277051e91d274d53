import { makeAutoObservable, reaction } from 'mobx';
import type { AnalyticsPort } from '../../ports/analytics-port';
import type { CartError, CartPort } from '../../ports/cart-port';
import type { CheckoutPort } from '../../ports/checkout-port';
import type { ClockPort } from '../../ports/clock-port';
import type { CartChangeNotice, CartLine, CartMutation, CartSnapshot } from '../../ports/model/cart';
import type { Product } from '../../ports/model/product';
import type { StorageKey, StoragePort } from '../../ports/storage-port';
import { isOutcomePath, keepCartIdOnClear, parseCartId, pickCartId, type CartIdSource } from '../domain/cart-id';
import {
  cartIdFromLines,
  effectiveUnitNetPrice,
  mergeAddedLine,
  planDecrease,
  planSetQuantity,
  totalItems,
  totalNetValue,
} from '../domain/cart-rules';
import { miniCartTotals, type MiniCartTotals } from '../domain/mini-cart-totals';
import { roundToCents } from '../domain/money-round';
import { lineFromProduct, parseStoredCoupon, parseStoredLines, serialiseLines, uniqueLines } from './cart-persistence';
import { CartShipment } from './cart-shipment';
import type { PricingStore, ShownPrice } from './pricing-store';
import type { SessionStore } from './session-store';
import type { ShopStore } from './shop-store';
import type { ToastKind, ToastStore } from './toast-store';

export type CartStatus = 'idle' | 'synced' | 'error';
/** What went wrong last, as a code the UI translates (never a raw server text). */
export type CartErrorCode = 'sync-failed' | 'add-failed' | 'update-failed' | 'remove-failed' | 'clear-failed';
export type CouponError = 'empty' | 'no-cart' | 'rejected';
export type ValidationStatus = 'idle' | 'loading' | 'done' | 'error';

export interface AppliedCouponState {
  code: string;
  /** Gross discount in euro. */
  discount: number;
}

/** Message ids of the cart toasts; the UI defines them (src/ui/cart/cart-toast-messages.ts). */
export const CART_TOAST = {
  added: 'cart.toast.added',
  addFailed: 'cart.toast.addFailed',
  removed: 'cart.toast.removed',
  removeFailed: 'cart.toast.removeFailed',
  updateFailed: 'cart.toast.updateFailed',
} as const;

export interface CartStoreDependencies {
  cartPort: CartPort;
  checkoutPort: CheckoutPort;
  storage: StoragePort;
  clock: ClockPort;
  analytics: AnalyticsPort;
  toasts: ToastStore;
  pricing: PricingStore;
  shop: ShopStore;
  session: SessionStore;
  log?: Pick<Console, 'warn' | 'error'>;
}

const CART_KEYS: readonly StorageKey[] = ['cart_id', 'cart_items'];
const COUPON_KEYS: readonly StorageKey[] = ['appliedCoupon', 'appliedCouponDiscount'];

const hasQuantity = (mutation: Partial<CartMutation> | null | undefined): mutation is CartMutation =>
  typeof mutation?.quantity === 'number' && Number.isSafeInteger(mutation.quantity) && mutation.quantity > 0;

/**
 * The cart of spec section 4: lines, cart id, totals, coupon and the server calls that change them.
 * Everything it persists goes through the storage port under the spec's keys (cart_id, cart_items,
 * appliedCoupon, appliedCouponDiscount); time comes from the clock port.
 */
export class CartStore {
  cartId: number | null = null;
  items: CartLine[] = [];
  status: CartStatus = 'idle';
  lastSync: number | null = null;
  error: CartErrorCode | null = null;
  lastLocalStorageSync: number | null = null;
  initialized = false;
  /** A background refresh from the server is running. */
  syncing = false;
  appliedCoupon: AppliedCouponState | null = null;
  couponPending = false;
  couponError: CouponError | null = null;
  notices: CartChangeNotice[] = [];
  validation: ValidationStatus = 'idle';
  /** PRODUCT_SALE_ELEMENT ids with an add in flight (a second click is ignored). */
  pendingAdds: number[] = [];
  /** PRODUCT_SALE_ELEMENT ids of lines with an update, delete or centre change in flight. */
  pendingLines: number[] = [];
  miniCartOpen = false;
  readonly shipment: CartShipment;

  private pathname = '/';
  private urlCartId: unknown = null;
  /** Bumped by every local change, so a slower server answer never overwrites newer state. */
  private revision = 0;
  private addQueue: Promise<unknown> = Promise.resolve();
  private readonly warned = new Set<string>();
  private disposers: (() => void)[] = [];
  private readonly log: Pick<Console, 'warn' | 'error'>;

  constructor(private readonly deps: CartStoreDependencies) {
    this.log = deps.log ?? console;
    this.shipment = new CartShipment(deps.checkoutPort, deps.storage);
    makeAutoObservable<CartStore, 'deps' | 'log' | 'warned' | 'disposers' | 'addQueue' | 'revision'>(
      this,
      { deps: false, log: false, warned: false, disposers: false, addQueue: false, revision: false, shipment: false },
      { autoBind: true },
    );
  }

  // ---------------------------------------------------------------- startup, storage, second tab

  /**
   * Startup: a stored cart id initialises the cart with the stored lines, otherwise the cart is
   * empty; then the cart is refreshed from the server in the background. Also follows other tabs
   * (storage events), the login state (coupon) and what the delivery cost depends on.
   */
  init(): void {
    if (this.initialized) return;
    this.loadFromStorage();
    this.loadCoupon();
    this.initialized = true;
    const { storage, session, shop } = this.deps;
    this.disposers.push(
      storage.onExternalChange((key) => {
        if (CART_KEYS.includes(key)) this.loadFromStorage();
        if (COUPON_KEYS.includes(key)) this.loadCoupon();
      }),
      reaction(
        () => session.loggedIn,
        () => this.loadCoupon(),
      ),
      reaction(
        () => [this.cartId, this.items.length === 0, this.totalItems, shop.countryId, shop.locale].join('|'),
        () => void this.refreshShipment(),
        { fireImmediately: true },
      ),
    );
    if (this.cartId !== null) void this.refresh();
  }

  dispose(): void {
    this.disposers.forEach((dispose) => dispose());
    this.disposers = [];
  }

  /** Reads cart_id and cart_items. Lines without a usable stored cart id are not kept. */
  loadFromStorage(): void {
    this.revision++;
    const parsed = parseCartId(this.deps.storage.get('cart_id'));
    if (parsed.rejected) this.warnJunk('storage', this.deps.storage.get('cart_id'));
    this.cartId = parsed.id;
    this.items = parsed.id === null ? [] : parseStoredLines(this.deps.storage.get('cart_items'), this.log);
  }

  private loadCoupon(): void {
    const { storage } = this.deps;
    this.appliedCoupon = parseStoredCoupon(storage.get('appliedCoupon'), storage.get('appliedCouponDiscount'));
  }

  private persist(): void {
    const { storage, clock } = this.deps;
    if (this.cartId !== null && this.cartId > 0) storage.set('cart_id', String(this.cartId));
    else storage.remove('cart_id');
    if (this.items.length > 0) storage.set('cart_items', serialiseLines(this.items));
    else storage.remove('cart_items');
    this.lastLocalStorageSync = clock.now();
  }

  // ---------------------------------------------------------------- cart id

  /** The router tells the store where the shopper is: the URL cart_id counts only on the outcome pages. */
  setLocation(pathname: string, search = ''): void {
    this.pathname = pathname;
    if (!isOutcomePath(pathname)) {
      this.urlCartId = null;
      return;
    }
    this.urlCartId = new URLSearchParams(search).get('cart_id');
    if (parseCartId(this.urlCartId).rejected) this.warnJunk('url', this.urlCartId);
  }

  /** URL cart_id (order-placed / order-failed only), then the store, then storage; junk is rejected with a warning. */
  resolveCartId(): number | null {
    const stored = this.deps.storage.get('cart_id');
    const picked = pickCartId({
      urlValue: this.urlCartId,
      onOutcomePage: isOutcomePath(this.pathname),
      storeValue: this.cartId,
      storedValue: stored,
    });
    for (const source of picked.rejectedSources) this.warnJunk(source, source === 'url' ? this.urlCartId : stored);
    return picked.id;
  }

  /** The id as read from the lines: the first line's, else storage, else 0. */
  idFromLines(): number {
    return cartIdFromLines(this.items, parseCartId(this.deps.storage.get('cart_id')).id);
  }

  private warnJunk(source: CartIdSource, value: unknown): void {
    const key = `${source}:${String(value)}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log.warn(`Rejected invalid cart id ${JSON.stringify(String(value))} from ${source}; it is treated as absent.`);
  }

  /** The server no longer knows the cart: forget its id and its (stale) lines. */
  private forgetCart(): void {
    this.revision++;
    this.cartId = null;
    this.items = [];
    this.persist();
  }

  /** 'invalid cartId': the stored value is removed when it holds junk (a valid stored id is kept). */
  private handleInvalidCartId(): void {
    const stored = this.deps.storage.get('cart_id');
    if (!parseCartId(stored).rejected) return;
    this.warnJunk('storage', stored);
    this.deps.storage.remove('cart_id');
  }

  /** Common handling of cart errors every call can get; returns true when the cart was lost. */
  private handleCartError(error: CartError): boolean {
    if (error.kind === 'cart-not-found') {
      this.forgetCart();
      return true;
    }
    if (error.kind === 'invalid-cart-id') this.handleInvalidCartId();
    return false;
  }

  // ---------------------------------------------------------------- add

  isAdding(pseId: number): boolean {
    return this.pendingAdds.includes(pseId);
  }

  /**
   * The add sequence of spec 4. Adds run one after another (so two first adds never create two
   * carts), and a second add of a PRODUCT_SALE_ELEMENT whose add is still running is ignored
   * (a double click adds once). Resolves to true when the line was stored.
   */
  add(product: Product, pseId: number, quantity: number): Promise<boolean> {
    if (this.pendingAdds.includes(pseId)) return Promise.resolve(false);
    this.pendingAdds.push(pseId);
    const run = this.addQueue.then(() => this.performAdd(product, pseId, quantity));
    this.addQueue = run.catch(() => undefined);
    return run
      .catch((error: unknown) => {
        this.log.error('Adding to cart failed', error);
        this.toast('error', CART_TOAST.addFailed);
        return false;
      })
      .finally(() => this.settleAdd(pseId));
  }

  private settleAdd(pseId: number): void {
    this.pendingAdds = this.pendingAdds.filter((id) => id !== pseId);
  }

  private async performAdd(product: Product, pseId: number, quantity: number): Promise<boolean> {
    const { cartPort, session } = this.deps;
    if (!Number.isSafeInteger(pseId) || pseId <= 0 || !Number.isSafeInteger(quantity) || quantity <= 0) return this.addFailed();
    let cartId = this.resolveCartId();
    if (cartId !== null) {
      const check = await cartPort.exists(cartId);
      if (check.ok ? !check.value : check.error.kind === 'cart-not-found') this.forgetCart();
      else if (!check.ok && check.error.kind === 'invalid-cart-id') this.handleInvalidCartId();
      else if (!check.ok) return this.addFailed();
      cartId = this.resolveCartId();
    }
    const request = { productId: product.id, pseId, quantity, customerId: session.customerId };
    let result = await cartPort.addLine({ ...request, cartId });
    if (!result.ok && cartId !== null && result.error.kind === 'cart-not-found') {
      // The cart vanished between the check and the add: start a new one.
      this.forgetCart();
      result = await cartPort.addLine({ ...request, cartId: null });
    }
    if (!result.ok) {
      this.handleCartError(result.error);
      return this.addFailed();
    }
    const mutation = result.value;
    if (
      !hasQuantity(mutation) ||
      parseCartId(mutation.cartId).id === null ||
      !(Number.isSafeInteger(mutation.cartItemId) && mutation.cartItemId > 0)
    ) {
      return this.addFailed();
    }
    this.storeAddedLine(product, pseId, mutation, quantity);
    void this.refresh();
    return true;
  }

  private storeAddedLine(product: Product, pseId: number, mutation: CartMutation, added: number): void {
    this.revision++;
    const line = lineFromProduct(product, pseId, mutation);
    this.items = mergeAddedLine(this.items, line);
    this.cartId = mutation.cartId;
    this.markSynced();
    this.persist();
    const shown = this.unitPrice(line);
    this.deps.analytics.push({
      event: 'addToCart',
      productId: product.id,
      pseId,
      quantity: added,
      grossPrice: shown.amount ?? 0,
      currency: this.currency,
    });
  }

  private addFailed(): false {
    this.status = 'error';
    this.error = 'add-failed';
    this.toast('error', CART_TOAST.addFailed);
    return false;
  }

  // ---------------------------------------------------------------- change lines

  isLinePending(line: Pick<CartLine, 'pseId'>): boolean {
    return this.pendingLines.includes(line.pseId);
  }

  /** Decrease: below 1 removes the line, otherwise the server subtracts (action decrease). */
  decrease(line: CartLine, by = 1): Promise<boolean> {
    if (!Number.isSafeInteger(by) || by < 1) return Promise.resolve(false);
    const plan = planDecrease(line, by);
    if (plan.kind === 'remove') return this.removeLine(line);
    return this.changeQuantity(line, plan.quantity, by, 'decrease');
  }

  /** Set quantity: 0 or less removes the line, otherwise the server sets it (action update). */
  setQuantity(line: CartLine, quantity: number): Promise<boolean> {
    if (!Number.isFinite(quantity)) return Promise.resolve(false);
    const wanted = Math.floor(quantity);
    const plan = planSetQuantity(wanted);
    if (plan.kind === 'remove') return this.removeLine(line);
    if (plan.quantity === line.quantity) return Promise.resolve(true);
    return this.changeQuantity(line, plan.quantity, plan.quantity, 'update');
  }

  private async changeQuantity(line: CartLine, expected: number, sent: number, action: 'decrease' | 'update'): Promise<boolean> {
    const cartId = this.resolveCartId() ?? line.cartId;
    if (!this.beginLine(line)) return false;
    const result = await this.deps.cartPort.changeQuantity({
      cartId,
      cartItemId: line.cartItemId,
      quantity: sent,
      action,
      customerId: this.deps.session.customerId,
    });
    this.endLine(line);
    if (!result.ok) {
      this.handleCartError(result.error);
      return this.failed('update-failed', CART_TOAST.updateFailed);
    }
    const returned = result.value?.quantity;
    const quantity = typeof returned === 'number' && Number.isSafeInteger(returned) ? returned : expected;
    if (planSetQuantity(quantity).kind === 'remove') this.dropLine(line.pseId);
    else this.patchLine(line.pseId, { quantity });
    this.markSynced();
    return true;
  }

  /** Delete one line; success shows 'Removed from cart' (an error-style toast, as the spec says). */
  async removeLine(line: CartLine): Promise<boolean> {
    const cartId = this.resolveCartId() ?? line.cartId;
    if (!this.beginLine(line)) return false;
    const result = await this.deps.cartPort.deleteLine(cartId, line.cartItemId);
    this.endLine(line);
    if (!result.ok) {
      if (this.handleCartError(result.error)) return true;
      return this.failed('remove-failed', CART_TOAST.removeFailed);
    }
    this.dropLine(line.pseId);
    this.markSynced();
    this.toast('error', CART_TOAST.removed);
    return true;
  }

  async changeFulfilmentCentre(line: CartLine, centreId: number): Promise<boolean> {
    if (line.fulfilmentCentreId === centreId) return true;
    const cartId = this.resolveCartId() ?? line.cartId;
    if (!this.beginLine(line)) return false;
    const result = await this.deps.cartPort.changeFulfilmentCentre(cartId, line.cartItemId, centreId);
    this.endLine(line);
    if (!result.ok) {
      this.handleCartError(result.error);
      return this.failed('update-failed', CART_TOAST.updateFailed);
    }
    this.patchLine(line.pseId, { fulfilmentCentreId: centreId });
    this.markSynced();
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
    this.patchLine(pseId, patch);
  }

  /** Delete all. On clear the stored id is removed, except on the order-placed and order-failed pages. */
  async clear(pathname: string = this.pathname): Promise<boolean> {
    const cartId = this.resolveCartId();
    if (cartId !== null && this.items.length > 0) {
      const result = await this.deps.cartPort.clear(cartId, this.deps.session.customerId);
      if (!result.ok && result.error.kind !== 'cart-not-found') {
        this.handleCartError(result.error);
        return this.failed('clear-failed', CART_TOAST.removeFailed);
      }
    }
    this.clearLocally(keepCartIdOnClear(pathname));
    return true;
  }

  private clearLocally(keepId: boolean): void {
    this.revision++;
    this.items = [];
    this.notices = [];
    if (keepId) {
      // On the outcome pages the stored cart id stays as it is.
      this.deps.storage.remove('cart_items');
      this.lastLocalStorageSync = this.deps.clock.now();
      return;
    }
    this.cartId = null;
    this.persist();
  }

  /** After an order: the cart id and the delivery method id are cleared together (and the coupon with them). */
  clearAfterOrder(): void {
    this.clearLocally(false);
    this.deps.storage.remove('delivery_id');
    this.forgetCoupon();
    this.shipment.reset();
  }

  /** Forget everything (the server-error page's Retry). */
  reset(): void {
    this.revision++;
    this.cartId = null;
    this.items = [];
    this.status = 'idle';
    this.lastSync = null;
    this.error = null;
    this.notices = [];
    this.validation = 'idle';
    this.couponError = null;
    this.miniCartOpen = false;
    this.pendingLines = [];
    this.persist();
    this.forgetCoupon();
    this.shipment.reset();
  }

  private beginLine(line: CartLine): boolean {
    if (this.pendingLines.includes(line.pseId)) return false;
    this.pendingLines.push(line.pseId);
    return true;
  }

  private endLine(line: CartLine): void {
    this.pendingLines = this.pendingLines.filter((id) => id !== line.pseId);
  }

  private patchLine(pseId: number, patch: Partial<CartLine>): void {
    if (!this.items.some((line) => line.pseId === pseId)) return;
    this.revision++;
    this.items = this.items.map((line) => (line.pseId === pseId ? { ...line, ...patch } : line));
    this.persist();
  }

  private dropLine(pseId: number): void {
    this.revision++;
    this.items = this.items.filter((line) => line.pseId !== pseId);
    this.persist();
  }

  private markSynced(): void {
    this.status = 'synced';
    this.error = null;
    this.lastSync = this.deps.clock.now();
  }

  private failed(code: CartErrorCode, messageId: string): false {
    this.status = 'error';
    this.error = code;
    this.toast('error', messageId);
    return false;
  }

  private toast(kind: ToastKind, messageId: string): void {
    this.deps.toasts.show({ kind, messageId });
  }

  // ---------------------------------------------------------------- server refresh and validation

  /** Reloads the cart from the server (cart/get). A local change made meanwhile wins. */
  async refresh(): Promise<void> {
    const cartId = this.resolveCartId();
    if (cartId === null) return;
    const revision = this.revision;
    this.syncing = true;
    const result = await this.deps.cartPort.getCart(cartId, this.deps.session.customerId);
    this.finishRefresh(result, revision);
  }

  private finishRefresh(result: Awaited<ReturnType<CartPort['getCart']>>, revision: number): void {
    this.syncing = false;
    if (revision !== this.revision) return;
    if (result.ok) {
      this.applySnapshot(result.value);
      this.markSynced();
      return;
    }
    if (this.handleCartError(result.error)) {
      this.status = 'synced';
      return;
    }
    this.status = 'error';
    this.error = 'sync-failed';
  }

  private applySnapshot(snapshot: CartSnapshot): void {
    this.revision++;
    const id = parseCartId(snapshot.cartId).id;
    if (id !== null) this.cartId = id;
    this.items = uniqueLines(snapshot.lines);
    this.persist();
  }

  /** Cart validation: the server's corrections are applied to the lines and kept as notices for the cart page. */
  async validate(): Promise<void> {
    const cartId = this.resolveCartId();
    if (cartId === null) {
      this.notices = [];
      this.validation = 'done';
      return;
    }
    this.validation = 'loading';
    const result = await this.deps.cartPort.validate(cartId);
    this.finishValidation(result);
  }

  private finishValidation(result: Awaited<ReturnType<CartPort['validate']>>): void {
    if (!result.ok) {
      if (this.handleCartError(result.error)) {
        this.notices = [{ kind: 'cart-unavailable' }];
        this.validation = 'done';
      } else {
        this.validation = 'error';
      }
      return;
    }
    const { snapshot, notices } = result.value;
    if (notices.some((notice) => notice.kind === 'cart-unavailable')) this.forgetCart();
    else this.applySnapshot(snapshot);
    this.notices = notices;
    this.validation = 'done';
    this.markSynced();
  }

  dismissNotices(): void {
    this.notices = [];
  }

  // ---------------------------------------------------------------- coupon

  /** insertCoupon: keeps the code and the discount (appliedCoupon, appliedCouponDiscount). */
  async applyCoupon(rawCode: string): Promise<boolean> {
    const code = rawCode.trim();
    this.couponError = null;
    if (code === '') return this.couponFailed('empty');
    const cartId = this.resolveCartId();
    if (cartId === null || this.items.length === 0) return this.couponFailed('no-cart');
    this.couponPending = true;
    const { session, shop } = this.deps;
    const result = await this.deps.cartPort.applyCoupon(code, cartId, session.customerId, shop.language);
    return this.finishCoupon(result);
  }

  private finishCoupon(result: Awaited<ReturnType<CartPort['applyCoupon']>>): boolean {
    this.couponPending = false;
    if (!result.ok) {
      this.handleCartError(result.error);
      return this.couponFailed('rejected');
    }
    const discount = Number.isFinite(result.value.discount) && result.value.discount > 0 ? result.value.discount : 0;
    this.appliedCoupon = { code: result.value.code, discount };
    this.deps.storage.set('appliedCoupon', result.value.code);
    this.deps.storage.set('appliedCouponDiscount', String(discount));
    return true;
  }

  private couponFailed(error: CouponError): false {
    this.couponError = error;
    return false;
  }

  private forgetCoupon(): void {
    this.appliedCoupon = null;
    this.couponError = null;
    for (const key of COUPON_KEYS) this.deps.storage.remove(key);
  }

  // ---------------------------------------------------------------- totals

  get totalItems(): number {
    return totalItems(this.items);
  }

  get currency(): string {
    return this.deps.shop.currency.code;
  }

  /** The shown unit price (gross, or net with the 0-VAT rule), promo price when the line is on promotion. */
  unitPrice(line: CartLine): ShownPrice {
    return this.deps.pricing.price(effectiveUnitNetPrice(line), line.defaultCategoryId === null ? [] : [line.defaultCategoryId]);
  }

  lineTotal(line: CartLine): number | null {
    const unit = this.unitPrice(line).amount;
    return unit === null ? null : roundToCents(unit * line.quantity);
  }

  /** Sum of the shown line totals, in the shop's currency. */
  get goodsGross(): number {
    return roundToCents(this.items.reduce((sum, line) => sum + (this.lineTotal(line) ?? 0), 0));
  }

  /** totalValue of the cart state: sum of quantity × shown price. */
  get totalValue(): number {
    return this.goodsGross;
  }

  get totalNet(): number {
    return totalNetValue(this.items);
  }

  /** Goods, shipment (0 = Free; net in VAT-exempt mode), coupon discount and total, in the shop's currency. */
  get totals(): MiniCartTotals {
    const rate = this.deps.shop.currency.rate;
    return miniCartTotals({
      goodsGross: this.goodsGross,
      shipmentGross: this.shipment.gross * rate,
      shipmentTaxRate: this.deps.shop.taxRate,
      couponDiscount: (this.appliedCoupon?.discount ?? 0) * rate,
      excludeVat: this.deps.session.excludeVat,
    });
  }

  private async refreshShipment(): Promise<void> {
    const cartId = this.cartId;
    const { shop } = this.deps;
    await this.shipment.load(
      cartId === null || this.items.length === 0 ? null : { cartId, countryId: shop.countryId, locale: shop.locale },
    );
  }

  // ---------------------------------------------------------------- mini cart

  openMiniCart(): void {
    this.miniCartOpen = true;
  }

  closeMiniCart(): void {
    this.miniCartOpen = false;
  }

  toggleMiniCart(): void {
    this.miniCartOpen = !this.miniCartOpen;
  }
}
