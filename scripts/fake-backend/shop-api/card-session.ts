import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import type { PaymentOutcome } from '../../../ports/payment-port';
import { CARD_SESSION_MARKER } from './payment-codes';

/** With a session marker configured, the card module hands back the card provider's session instead of a redirect. */
export function cardSession(outcome: PaymentOutcome, data: SeedData, cartId: number): PaymentOutcome {
  const marker = data.systemConfig[CARD_SESSION_MARKER] ?? '';
  return marker === '' || outcome.kind !== 'redirect' ? outcome : { kind: 'session', marker: `${marker}cs_${cartId}` };
}
