import { navigationTarget } from './external-url';

/**
 * Where the browser may go after a payment call: an https address on one of the configured provider
 * hosts, matched exactly, or a path in the shop (the fake provider's page, /order-placed, /order-failed).
 * Anything else is null and the payment counts as failed.
 */
export function paymentRedirectTarget(url: unknown, providerHosts: readonly string[]): string | null {
  return navigationTarget(url, providerHosts, 'exact');
}

/** How the browser goes to a checked target: a path in the shop through the router, an address by a page load. */
export type Redirect = { kind: 'in-shop'; path: string } | { kind: 'external'; url: string };

export function redirectTo(target: string): Redirect {
  return target.startsWith('/') ? { kind: 'in-shop', path: target } : { kind: 'external', url: target };
}
