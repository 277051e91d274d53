import { inject, injectable } from 'inversify';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { redirectTo, type Redirect } from '../../domain/payment-redirect';
import { CheckoutStore } from './checkout-store';
import { LinkStore } from '../shop/link-store';
import { OrderFailedStore } from './order-failed-store';
import { PaymentGuardStore } from './payment-guard-store';
import { PickupChoiceStore } from './pickup-choice-store';
import { observeStore } from '../../shared/observe-store';

/** What went wrong with a payment, for the message the checkout shows. */
export type PaymentFailure = 'refused' | 'unexpected' | 'in-progress';

/**
 * Paying: one request per intent (a second click or Enter while one runs does nothing, another
 * window waits), and the browser goes only where the allowlist lets it.
 */
@injectable()
export class PaymentStore {
  paying = false;
  failure: PaymentFailure | null = null;
  /** Where the browser goes next: a checked provider address or a shop path. */
  redirectTo: string | null = null;

  constructor(
    @inject(PAYMENT_PORT) private readonly port: PaymentPort,
    @inject(CheckoutStore) private readonly checkout: CheckoutStore,
    @inject(LinkStore) private readonly links: LinkStore,
    @inject(OrderFailedStore) private readonly failedPayments: OrderFailedStore,
    @inject(PickupChoiceStore) private readonly pickup: PickupChoiceStore,
    @inject(PaymentGuardStore) private readonly guard: PaymentGuardStore,
  ) {
    observeStore(this, arguments);
  }

  /** How the browser goes on after paying (the view performs it): in the shop, or out to the provider. */
  get redirect(): Redirect | null {
    return this.redirectTo === null ? null : redirectTo(this.redirectTo);
  }

  /** A fresh start each time the checkout opens. */
  open(): void {
    this.paying = false;
    this.failure = null;
    this.redirectTo = null;
  }

  /** Pays for the checkout's form; true when the browser is to go on to redirectTo. */
  async pay(): Promise<boolean> {
    if (this.paying || this.redirectTo !== null) return false;
    if (!this.pickup.check()) {
      this.checkout.revealProblems();
      return false;
    }
    this.paying = true;
    this.failure = null;
    const request = await this.checkout.submit();
    if (request === null) {
      this.settle(null, null);
      return false;
    }
    if (!this.guard.claim(request.cartId)) {
      this.settle(null, 'in-progress');
      return false;
    }
    this.pickup.remember(request);
    // The failed-payment page lets a retry through 2 minutes after this attempt.
    this.failedPayments.recordAttempt();
    const result = await this.port.pay(request);
    const target = result.ok && result.value.kind === 'redirect' ? this.links.paymentTarget(result.value.url) : null;
    if (target === null) this.guard.release();
    this.settle(target, result.ok ? 'refused' : 'unexpected');
    return target !== null;
  }

  private settle(target: string | null, failure: PaymentFailure | null): void {
    this.paying = false;
    this.redirectTo = target;
    this.failure = target === null ? failure : null;
  }
}
