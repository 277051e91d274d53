import { inject, injectable } from 'inversify';
import { CART_PORT, type CartPort } from '../../../ports/cart-port';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import type { CartChangeNotice } from '../../../ports/model/cart';
import { CartLinesStore } from './cart-lines-store';
import { SessionStore } from '../session/session-store';
import { observeStore } from '../../shared/observe-store';

export type CartStatus = 'idle' | 'synced' | 'error';
/** What went wrong last, as a code the UI translates (never a raw server text). */
export type CartErrorCode = 'sync-failed' | 'add-failed' | 'update-failed' | 'remove-failed' | 'clear-failed';
export type ValidationStatus = 'idle' | 'loading' | 'done' | 'error';

/** The cart as the server sees it: refresh (cart/get), validation with its notices, and the sync status. */
@injectable()
export class CartSyncStore {
  status: CartStatus = 'idle';
  error: CartErrorCode | null = null;
  lastSync: number | null = null;
  /** A background refresh from the server is running. */
  syncing = false;
  notices: CartChangeNotice[] = [];
  validation: ValidationStatus = 'idle';

  constructor(
    @inject(CART_PORT) private readonly cartPort: CartPort,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
  ) {
    observeStore(this, arguments);
  }

  /** A known cart whose lines are still on their way from the server: show skeleton lines. */
  get awaitingLines(): boolean {
    return this.lines.items.length === 0 && this.lines.cartId !== null && (this.syncing || this.validation === 'loading');
  }

  /** Reloads the cart from the server (cart/get). A local change made meanwhile wins. */
  async refresh(): Promise<void> {
    const cartId = this.lines.resolveCartId();
    if (cartId === null) return;
    const revision = this.lines.revision;
    this.syncing = true;
    const result = await this.cartPort.getCart(cartId, this.session.customerId);
    this.syncing = false;
    if (revision !== this.lines.revision) return;
    if (result.ok) {
      this.lines.replaceWith(result.value);
      this.markSynced();
    } else if (this.lines.handleError(result.error)) {
      this.status = 'synced';
    } else {
      this.markFailed('sync-failed');
    }
  }

  /** Cart validation: the server's corrections are applied to the lines and kept as notices for the cart page. */
  async validate(): Promise<void> {
    const cartId = this.lines.resolveCartId();
    if (cartId === null) {
      this.notices = [];
      this.validation = 'done';
      return;
    }
    this.validation = 'loading';
    this.applyValidation(await this.cartPort.validate(cartId));
  }

  private applyValidation(result: Awaited<ReturnType<CartPort['validate']>>): void {
    if (!result.ok) {
      if (this.lines.handleError(result.error)) {
        this.notices = [{ kind: 'cart-unavailable' }];
        this.validation = 'done';
      } else {
        this.validation = 'error';
      }
      return;
    }
    const { snapshot, notices } = result.value;
    if (notices.some((notice) => notice.kind === 'cart-unavailable')) this.lines.forget();
    else this.lines.replaceWith(snapshot);
    this.notices = notices;
    this.validation = 'done';
    this.markSynced();
  }

  dismissNotices(): void {
    this.notices = [];
  }

  markSynced(): void {
    this.status = 'synced';
    this.error = null;
    this.lastSync = this.clock.now();
  }

  markFailed(code: CartErrorCode): void {
    this.status = 'error';
    this.error = code;
  }

  reset(): void {
    this.status = 'idle';
    this.error = null;
    this.lastSync = null;
    this.notices = [];
    this.validation = 'idle';
  }
}
