import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { inFlightValue, paymentInFlight } from '../../domain/payment-in-flight';

/** One payment per cart across windows: the first window to start paying holds the cart for a minute. */
@injectable()
export class PaymentGuardStore {
  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
  ) {}

  /** Takes the cart for this window's payment; false while another window's payment for it runs. */
  claim(cartId: number): boolean {
    const now = this.clock.now();
    if (paymentInFlight(this.storage.get('payment_in_flight'), cartId, now)) return false;
    this.storage.set('payment_in_flight', inFlightValue(cartId, now));
    return true;
  }

  /** The payment did not go through: the cart may be paid again at once. */
  release(): void {
    this.storage.remove('payment_in_flight');
  }
}
