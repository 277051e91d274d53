import { inject, injectable } from 'inversify';
import type { CartError } from '../../../ports/cart-port';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import type { CartLine, CartSnapshot } from '../../../ports/model/cart';
import { STORAGE_PORT, type StorageKey, type StoragePort } from '../../../ports/storage-port';
import { isOutcomePath, keepCartIdOnClear, parseCartId, pickCartId, type CartIdSource } from '../../domain/cart-id';
import { cartIdFromLines, mergeAddedLine, totalItems } from '../../domain/cart-rules';
import { parseStoredLines, serialiseLines, uniqueLines } from './cart-persistence';
import { observeStore } from '../../shared/observe-store';

const CART_KEYS: readonly StorageKey[] = ['cart_id', 'cart_items'];

/**
 * The cart's lines and id (section 4), kept under the spec's keys cart_id and cart_items and
 * followed across tabs. Every change bumps `revision`, so a slower server answer started
 * before it never overwrites newer lines.
 */
@injectable()
export class CartLinesStore {
  cartId: number | null = null;
  items: CartLine[] = [];
  lastLocalStorageSync: number | null = null;
  revision = 0;
  private pathname = '/';
  private urlCartId: unknown = null;
  private readonly warned = new Set<string>();

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    observeStore<CartLinesStore, 'warned'>(this, arguments, { warned: false });
  }

  get totalItems(): number {
    return totalItems(this.items);
  }

  /** Reads cart_id and cart_items. Lines without a usable stored cart id are not kept. */
  load(): void {
    this.revision++;
    const stored = this.storage.get('cart_id');
    const parsed = parseCartId(stored);
    if (parsed.rejected) this.warnJunk('storage', stored);
    this.cartId = parsed.id;
    this.items = parsed.id === null ? [] : this.storedLines();
  }

  /** The stored lines; unusable ones are removed from storage with a warning (parseStoredLines warns). */
  private storedLines(): CartLine[] {
    const raw = this.storage.get('cart_items');
    const lines = parseStoredLines(raw, this.log);
    const kept = serialiseLines(lines);
    if (raw !== null && raw !== kept) this.storage.set('cart_items', kept);
    return lines;
  }

  /** Follows the cart of other tabs; returns the disposer. */
  listen(): () => void {
    return this.storage.onExternalChange((key) => {
      if (CART_KEYS.includes(key)) this.load();
    });
  }

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
    const stored = this.storage.get('cart_id');
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
    return cartIdFromLines(this.items, parseCartId(this.storage.get('cart_id')).id);
  }

  /** Common handling of the errors every cart call can get; returns true when the cart was lost. */
  handleError(error: CartError): boolean {
    if (error.kind === 'cart-not-found') {
      this.forget();
      return true;
    }
    if (error.kind === 'invalid-cart-id') this.removeJunkId();
    return false;
  }

  /** The server no longer knows the cart: forget its id and its (stale) lines. */
  forget(): void {
    this.replace(null, []);
  }

  replaceWith(snapshot: CartSnapshot): void {
    this.replace(snapshot.cartId, uniqueLines(snapshot.lines));
  }

  /** A line the server just stored (its ids and quantity), merged into the cart it names. */
  storeAdded(line: CartLine): void {
    this.replace(line.cartId, mergeAddedLine(this.items, line));
  }

  patch(pseId: number, patch: Partial<CartLine>): void {
    if (!this.items.some((line) => line.pseId === pseId)) return;
    this.replace(
      this.cartId,
      this.items.map((line) => (line.pseId === pseId ? { ...line, ...patch } : line)),
    );
  }

  drop(pseId: number): void {
    this.replace(
      this.cartId,
      this.items.filter((line) => line.pseId !== pseId),
    );
  }

  /** Empties the cart; on the order-placed and order-failed pages the stored cart id stays as it is. */
  empty(): void {
    if (!keepCartIdOnClear(this.pathname)) return this.forget();
    this.revision++;
    this.items = [];
    this.storage.remove('cart_items');
    this.lastLocalStorageSync = this.clock.now();
  }

  private replace(cartId: number | null, items: CartLine[]): void {
    this.revision++;
    this.cartId = cartId;
    this.items = items;
    if (cartId !== null) this.storage.set('cart_id', String(cartId));
    else this.storage.remove('cart_id');
    if (items.length > 0) this.storage.set('cart_items', serialiseLines(items));
    else this.storage.remove('cart_items');
    this.lastLocalStorageSync = this.clock.now();
  }

  /** 'invalid cartId': the stored value is removed when it holds junk (a valid stored id is kept). */
  private removeJunkId(): void {
    const stored = this.storage.get('cart_id');
    if (!parseCartId(stored).rejected) return;
    this.warnJunk('storage', stored);
    this.storage.remove('cart_id');
  }

  private warnJunk(source: CartIdSource, value: unknown): void {
    const key = `${source}:${String(value)}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log.warn(`Rejected invalid cart id ${JSON.stringify(String(value))} from ${source}; it is treated as absent.`);
  }
}
