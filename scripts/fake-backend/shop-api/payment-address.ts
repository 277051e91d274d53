import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import type { PaymentOutcome } from '../../../ports/payment-port';
import type { BackendRequest } from '../route';
import { DEFAULT_LOCALE } from '../shop-context';
import { CARD_SESSION_MARKER } from './payment-codes';

/** A page on this machine (the http build against this backend), whose shop paths stay on its origin. */
const LOCAL_PAGE = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

/**
 * The shop answers absolute addresses on its own site: the site of the locale (its language URL),
 * or the calling page's origin when that page runs on this machine.
 */
export function absoluteAddress(url: string, data: SeedData, request: Pick<BackendRequest, 'origin'>, locale: string): string {
  if (!url.startsWith('/')) return url;
  const origin = request.origin ?? '';
  const site = data.localeConfigs[locale]?.langUrl ?? data.localeConfigs[DEFAULT_LOCALE]?.langUrl;
  const base = LOCAL_PAGE.test(origin) ? origin : site === undefined ? null : new URL(site).origin;
  return base === null ? url : new URL(url, base).toString();
}

/** With a session marker configured, the card module hands back the card provider's session instead of a redirect. */
export function cardSession(outcome: PaymentOutcome, data: SeedData, cartId: number): PaymentOutcome {
  const marker = data.systemConfig[CARD_SESSION_MARKER] ?? '';
  return marker === '' || outcome.kind !== 'redirect' ? outcome : { kind: 'session', marker: `${marker}cs_${cartId}` };
}
