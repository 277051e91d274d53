import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CART_PORT, type CartPort } from '../../../ports/cart-port';
import type { AppliedCoupon } from '../../../ports/model/cart';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import { STORAGE_PORT, type StorageKey, type StoragePort } from '../../../ports/storage-port';
import { parseStoredCoupon } from '../../domain/stored-coupon';
import { CartLinesStore } from './cart-lines-store';
import { SessionStore } from '../session/session-store';
import { ShopStore } from '../shop/shop-store';
import { dropStored } from '../../shared/stored-value';
import { observeStore } from '../../shared/observe-store';

export type CouponError = 'empty' | 'no-cart' | 'rejected';

const COUPON_KEYS: readonly StorageKey[] = ['appliedCoupon', 'appliedCouponDiscount'];

/** The coupon of the cart (insertCoupon), kept as appliedCoupon and appliedCouponDiscount. */
@injectable()
export class CouponStore {
  applied: AppliedCoupon | null = null;
  /** What the shopper has typed into the coupon field. */
  draft = '';
  pending = false;
  error: CouponError | null = null;

  constructor(
    @inject(CART_PORT) private readonly cartPort: CartPort,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    observeStore(this, arguments);
  }

  /** Reads the stored coupon, and again when another tab or a login or logout changes it. Returns the disposer. */
  start(): () => void {
    this.load();
    const stopStorage = this.storage.onExternalChange((key) => {
      if (COUPON_KEYS.includes(key)) this.load();
    });
    const stopSession = reaction(() => this.session.loggedIn, this.load);
    return () => {
      stopStorage();
      stopSession();
    };
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Applies the typed code; the field empties when it is applied. Ignored while a code is being applied. */
  async applyDraft(): Promise<boolean> {
    if (this.pending) return false;
    const applied = await this.apply(this.draft);
    if (applied) this.setDraft('');
    return applied;
  }

  async apply(rawCode: string): Promise<boolean> {
    const code = rawCode.trim();
    this.error = null;
    if (code === '') return this.failed('empty');
    const cartId = this.lines.resolveCartId();
    if (cartId === null || this.lines.items.length === 0) return this.failed('no-cart');
    this.pending = true;
    return this.settle(await this.cartPort.applyCoupon(code, cartId, this.session.customerId, this.shop.language));
  }

  private settle(result: Awaited<ReturnType<CartPort['applyCoupon']>>): boolean {
    this.pending = false;
    if (!result.ok) {
      this.lines.handleError(result.error);
      return this.failed('rejected');
    }
    this.applied = result.value;
    this.storage.set('appliedCoupon', result.value.code);
    this.storage.set('appliedCouponDiscount', String(result.value.discount));
    return true;
  }

  forget(): void {
    this.applied = null;
    this.error = null;
    for (const key of COUPON_KEYS) this.storage.remove(key);
  }

  /** A coupon kept without a code or with a discount that is not an amount is removed, both keys together. */
  private load(): void {
    const [code, discount] = [this.storage.get('appliedCoupon'), this.storage.get('appliedCouponDiscount')];
    this.applied = parseStoredCoupon(code, discount);
    if (this.applied === null && (code !== null || discount !== null))
      for (const key of COUPON_KEYS) dropStored(this.storage, this.log, key);
  }

  private failed(error: CouponError): false {
    this.error = error;
    return false;
  }
}
