import { inject, injectable } from 'inversify';
import type { Result } from '../../../ports/model/result';
import { portToken } from '../../../ports/port-token';
import { parseCartId } from '../../domain/cart-id';
import { observeStore } from '../../shared/observe-store';

/** A payment waiting at the fake provider. */
export interface ProviderPayment {
  cartId: number;
  provider: string;
  email: string;
  /** Gross goods plus postage, minus the coupon, in the order's currency. */
  amountGross: number;
  /** The order's currency (ISO 4217). */
  currency: string;
}

/** Where the provider sends the browser after approve or decline. */
export interface ProviderVerdict {
  redirectTo: string;
  orderId: number | null;
}

/** The fake payment provider's desk (fake mode only): what the fake provider page may call. */
export interface FakeProviderDesk {
  pending(cartId: number): Promise<Result<ProviderPayment | null>>;
  approve(cartId: number): Promise<Result<ProviderVerdict>>;
  decline(cartId: number): Promise<Result<ProviderVerdict>>;
}

/** Bound by the fake family only (to the fake payment desk); the http build never loads this store. */
export const FAKE_PROVIDER_DESK = portToken<FakeProviderDesk>('FakeProviderDesk');

/** Only a path of this app is followed (never another origin). */
const appPath = (target: string): boolean => target.startsWith('/') && !target.startsWith('//');

export type FakeProviderStatus = 'loading' | 'ready' | 'nothing-pending' | 'invalid-cart' | 'failed';

/**
 * /fake-provider?cart_id=X&provider=P, the developer's stand-in for a payment provider's page:
 * it shows the waiting payment and lets the tester approve or decline it, then names the
 * outcome page to go to.
 */
@injectable()
export class FakeProviderStore {
  status: FakeProviderStatus = 'loading';
  payment: ProviderPayment | null = null;
  busy = false;
  /** Approve or decline failed at the provider. */
  verdictFailed = false;
  /** Where to go now that the tester decided; null until then. */
  redirectTo: string | null = null;
  private cartId: number | null = null;
  private opened = 0;

  constructor(@inject(FAKE_PROVIDER_DESK) private readonly desk: FakeProviderDesk) {
    observeStore<FakeProviderStore, 'opened'>(this, arguments, { opened: false });
  }

  async open(rawCartId: string | null): Promise<void> {
    this.close();
    const run = this.opened;
    this.cartId = parseCartId(rawCartId).id;
    if (this.cartId === null) {
      this.status = 'invalid-cart';
      return;
    }
    this.status = 'loading';
    const result = await this.desk.pending(this.cartId);
    if (run === this.opened) this.showPending(result);
  }

  /** The page is left: the next payment attempt starts clean (no earlier verdict, no late answer). */
  close(): void {
    this.opened++;
    this.cartId = null;
    this.status = 'loading';
    this.payment = null;
    this.busy = false;
    this.verdictFailed = false;
    this.redirectTo = null;
  }

  private showPending(result: Result<ProviderPayment | null>): void {
    if (!result.ok) this.status = 'failed';
    else if (result.value === null) this.status = 'nothing-pending';
    else {
      this.payment = result.value;
      this.status = 'ready';
    }
  }

  approve(): Promise<void> {
    return this.decide('approve');
  }

  decline(): Promise<void> {
    return this.decide('decline');
  }

  private async decide(verdict: 'approve' | 'decline'): Promise<void> {
    const cartId = this.cartId;
    if (cartId === null || this.busy || this.status !== 'ready') return;
    const run = this.opened;
    this.busy = true;
    this.verdictFailed = false;
    const result = await (verdict === 'approve' ? this.desk.approve(cartId) : this.desk.decline(cartId));
    if (run === this.opened) this.follow(result);
  }

  private follow(result: Result<ProviderVerdict>): void {
    this.busy = false;
    if (result.ok && appPath(result.value.redirectTo)) this.redirectTo = result.value.redirectTo;
    else this.verdictFailed = true;
  }
}
