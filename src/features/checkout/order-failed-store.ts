import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { parseCartId } from '../../domain/cart-id';
import { paymentRetry, storedAttemptValue } from '../../domain/payment-retry';
import { observeStore } from '../../shared/observe-store';

/**
 * /order-failed (section 4): the payment did not go through, the order is not completed and the
 * cart is kept. The shopper may try again or choose another payment method, but not within 2
 * minutes of the last attempt; the attempt's time is stored (payment_attempt_at), so the wait
 * survives a reload. The checkout records each payment attempt here and asks before paying.
 */
@injectable()
export class OrderFailedStore {
  /** The cart the failed payment was for (the URL's cart_id); null when missing or malformed. */
  cartId: number | null = null;
  /** A retry was asked for too soon: 'You have to wait 2 minutes to try again.' */
  mustWait = false;

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
  ) {
    // Storage and clock are not observable: these two are read afresh every time.
    observeStore(this, arguments, { retryAllowed: false, retrySecondsLeft: false });
  }

  /** Opens the page for the URL's cart_id (junk reads as missing). The cart itself is left as it is. */
  open(rawCartId: string | null): void {
    this.cartId = parseCartId(rawCartId).id;
    this.mustWait = false;
  }

  /** Whether a payment may be attempted now: no attempt in the last 2 minutes. */
  get retryAllowed(): boolean {
    return paymentRetry(this.storage.get('payment_attempt_at'), this.clock.now()).allowed;
  }

  /** Whole seconds until a payment may be attempted again; 0 when it may. */
  get retrySecondsLeft(): number {
    return paymentRetry(this.storage.get('payment_attempt_at'), this.clock.now()).secondsLeft;
  }

  /** The checkout calls this when it starts a payment; the 2-minute wait runs from now. */
  recordAttempt(): void {
    this.storage.set('payment_attempt_at', storedAttemptValue(this.clock.now()));
  }

  /** 'Try again' or 'Choose another payment method': true when the shopper may go on to the checkout. */
  retry(): boolean {
    this.mustWait = !this.retryAllowed;
    return !this.mustWait;
  }
}
