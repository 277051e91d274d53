import { inject, injectable } from 'inversify';
import type { Result } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentOutcome, type PaymentPort } from '../../../ports/payment-port';
import { redirectTo, type Redirect } from '../../domain/payment-redirect';
import { CartLinesStore } from '../cart/cart-lines-store';
import { LinkStore } from '../shop/link-store';
import { observeStore } from '../../shared/observe-store';

/** Where a provider sent the shopper back to: PayPal's return or cancel page, or the wallet's return. */
export type ProviderReturn = 'paypal-return' | 'paypal-cancel' | 'wallet-return';

/** 'working' while the shop confirms; then cancelled (cart kept), the wallet's failure, or no cart to pay. */
export type ProviderReturnStatus = 'working' | 'cancelled' | 'wallet-failed' | 'no-cart';

const WALLET_SESSION_PARAM = 'amazonCheckoutSessionId';

/**
 * The shop's pages a payment provider returns to (spec 7.4): PayPal accept or cancel with the data
 * the provider hands back, and the wallet's pay call with its checkout session. Each return is
 * handled once; the browser then goes where the allowlist lets it.
 */
@injectable()
export class ProviderReturnStore {
  status: ProviderReturnStatus = 'working';
  /** Where the browser goes next: a checked provider address or a shop path. */
  redirectTo: string | null = null;
  private handled: string | null = null;

  constructor(
    @inject(PAYMENT_PORT) private readonly port: PaymentPort,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(LinkStore) private readonly links: LinkStore,
  ) {
    observeStore<ProviderReturnStore, 'handled'>(this, arguments, { handled: false });
  }

  /** How the browser goes there: through the router or by a page load. */
  get redirect(): Redirect | null {
    return this.redirectTo === null ? null : redirectTo(this.redirectTo);
  }

  /** Handles a provider's return with its query parameters; the same return twice is handled once. */
  async open(kind: ProviderReturn, params: URLSearchParams): Promise<void> {
    const key = `${kind}?${params.toString()}`;
    if (this.handled === key) return;
    this.handled = key;
    this.status = 'working';
    this.redirectTo = null;
    const cartId = this.lines.cartId;
    if (cartId === null) {
      this.status = 'no-cart';
      return;
    }
    // The provider's data passes through as it came; the cart is the shop's own, never the URL's.
    const data = { ...Object.fromEntries(params), cart_id: cartId };
    if (kind === 'paypal-return') {
      this.follow(await this.port.acceptPaypal(data), `/order-failed?cart_id=${cartId}`);
    } else if (kind === 'paypal-cancel') {
      // The cart stays whether or not the shop heard of the cancel.
      await this.port.cancelPaypal(data);
      this.settle('cancelled');
    } else {
      await this.payWithWallet(cartId, params.get(WALLET_SESSION_PARAM)?.trim() ?? '');
    }
  }

  private async payWithWallet(cartId: number, walletSessionId: string): Promise<void> {
    if (walletSessionId === '') {
      this.settle('wallet-failed');
      return;
    }
    this.follow(await this.port.payWithWallet({ cartId, walletSessionId, customerNote: null }), null);
  }

  /** A confirmed payment goes on to its outcome; a refused one to the fallback, or the wallet's message. */
  private follow(result: Result<PaymentOutcome>, fallback: string | null): void {
    const target = result.ok && result.value.kind === 'redirect' ? this.links.paymentTarget(result.value.url) : null;
    this.redirectTo = target ?? fallback;
    if (this.redirectTo === null) this.settle('wallet-failed');
  }

  private settle(status: ProviderReturnStatus): void {
    this.status = status;
  }
}
