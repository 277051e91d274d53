import type { AddressPort } from '../../ports/address-port';
import type { CartError, CartPort } from '../../ports/cart-port';
import type { CheckoutPort } from '../../ports/checkout-port';
import type { CustomerPort } from '../../ports/customer-port';
import type { LoggerPort } from '../../ports/logger-port';
import type { NewsletterPort } from '../../ports/newsletter-port';
import type { OrderPort } from '../../ports/order-port';
import type { PaymentPort } from '../../ports/payment-port';
import type { PortAdapters } from '../../ports/port-adapters';
import { ok, portError } from '../../ports/model/result';
import type { ProductPort } from '../../ports/product-port';
import type { ReviewBadgePort } from '../../ports/review-badge-port';
import type { SearchPort } from '../../ports/search-port';
import type { StoragePort } from '../../ports/storage-port';
import type { paths as FastPaths } from './generated/fast-api';
import type { paths as ShopPaths } from './generated/shop-api';
import { createApiClient, type FetchLike } from './http-clients';
import { SINGLE_ATTEMPT, type NetworkPolicy } from './network-policy';
import { policyFetch } from './policy-fetch';
import { lazyPort } from './lazy-port';
import { reportInvalidAnswersTo } from './response-validator';
import { OpenApiCatalogAdapter } from './openapi-catalog-adapter';
import { OpenApiContentAdapter } from './openapi-content-adapter';
import { OpenApiStoreAdapter } from './openapi-store-adapter';
import { OpenApiUrlResolverAdapter } from './openapi-url-resolver-adapter';
import { loginToken, userTokenOr } from './user-token';

/** Spec 1: the shipped build is the Romanian store. */
export const DEFAULT_SATELLITE = 'RO';
/** What the payment calls carry that the spec leaves to each deployment: from configuration only. */
export interface PaymentSettings {
  /** The fixed session_id of the pay body. */
  sessionId: string;
  postageTaxRuleTitle: string;
  /** The prefix of the card provider's session value (spec 4: "a value starting with a session marker"). */
  cardSessionMarker: string;
}

export interface HttpAdapterOptions {
  /** Origin of the shop API (paths already start with /api/). */
  apiUrl: string;
  /** Origin of the fast API. */
  fastApiUrl: string;
  /** The static shop token (spec 6), read per request: catalog, config, content, cart and checkout calls. */
  shopToken: () => string;
  /**
   * Where the login token is stored (jwtToken, `{token, expiresAt}`), read per request: user
   * calls (customer, addresses, orders, password, a customer's coupon) carry it and are not sent
   * without it; the order placed from a cart carries it when stored, else the shop token.
   */
  storage: Pick<StoragePort, 'get'>;
  fetch?: typeof fetch;
  /** Timeouts and retries of every request (network-policy.ts); without it, timeouts and a single attempt. */
  network?: NetworkPolicy;
  /** Settings the port calls do not carry. */
  satellite?: string;
  payment: PaymentSettings;
  /** Epoch milliseconds, for token expiry when the server gives a lifetime only. */
  now?: () => number;
  /** The search proxy's URL, or '' to reach the search service with the ConfigApi credentials. */
  searchProxyUrl?: string;
  /** Base URL of the review provider's badge service; '' (or unset): no review badge. */
  reviewBadgeUrl?: string;
  /** Where answers that fail validation, and settings that fall back to defaults, are reported (the console when unset). */
  log?: Pick<LoggerPort, 'warn'>;
}

/** Without a review service there is no badge, and nothing is requested. */
const NO_REVIEW_SERVICE: ReviewBadgePort = { getBadge: async () => ok(null) };

/**
 * The http adapter family: openapi-fetch clients per backend and token (the shop token, or the
 * login token for user calls), one adapter per port. The adapters the first page does not need
 * (products, cart, checkout, payment, orders, customers, addresses, newsletter, search, review
 * badge) are loaded on their first call, with their mapping code and validators.
 */
export function createHttpAdapters(settings: HttpAdapterOptions): HttpAdapters {
  const log = settings.log ?? console;
  reportInvalidAnswersTo(log);
  // Every client and adapter below calls through the one network policy.
  const base = settings.fetch;
  const sent: FetchLike = policyFetch((request) => (base ?? globalThis.fetch)(request), settings.network ?? SINGLE_ATTEMPT);
  const options = { ...settings, fetch: sent };
  const login = loginToken(options.storage);
  const shop = createApiClient<ShopPaths>(options.apiUrl, options.shopToken, options.fetch);
  const fast = createApiClient<FastPaths>(options.fastApiUrl, options.shopToken, options.fetch);
  // User calls go out with the login token only: without one they are not sent (spec 6).
  const shopUser = createApiClient<ShopPaths>(options.apiUrl, login, options.fetch);
  const fastUser = createApiClient<FastPaths>(options.fastApiUrl, login, options.fetch);
  const shopUserOrGuest = createApiClient<ShopPaths>(
    options.apiUrl,
    userTokenOr(options.storage, options.shopToken),
    options.fetch,
  );
  const satellite = options.satellite ?? DEFAULT_SATELLITE;
  const now = options.now ?? (() => Date.now());
  const reviewBadgeUrl = options.reviewBadgeUrl ?? '';
  return {
    catalog: new OpenApiCatalogAdapter(shop, fast),
    products: lazyPort<ProductPort>(() =>
      import('./openapi-product-adapter').then((m) => new m.OpenApiProductAdapter(shop, fast)),
    ),
    content: new OpenApiContentAdapter(fast),
    store: new OpenApiStoreAdapter(shop, fast, log),
    urlResolver: new OpenApiUrlResolverAdapter(shop),
    // Cart methods speak CartError.
    cart: lazyPort<CartPort>(
      () => import('./openapi-cart-adapter').then((m) => new m.OpenApiCartAdapter(shop, shopUser)),
      (message): CartError => ({ kind: 'failed', message }),
    ),
    checkout: lazyPort<CheckoutPort>(() =>
      import('./openapi-checkout-adapter').then((m) => new m.OpenApiCheckoutAdapter(shop, fast)),
    ),
    payment: lazyPort<PaymentPort>(() =>
      import('./openapi-payment-adapter').then(
        (m) =>
          new m.OpenApiPaymentAdapter(shop, {
            satellite,
            sessionId: options.payment.sessionId,
            postageTaxRuleTitle: options.payment.postageTaxRuleTitle,
            sessionMarker: options.payment.cardSessionMarker,
          }),
      ),
    ),
    orders: lazyPort<OrderPort>(() =>
      import('./openapi-order-adapter').then((m) => new m.OpenApiOrderAdapter(shopUser, shop, shopUserOrGuest)),
    ),
    // logIn and register speak AuthError; the other methods PortError.
    customers: lazyPort<CustomerPort>(
      () => import('./openapi-customer-adapter').then((m) => new m.OpenApiCustomerAdapter(shop, shopUser, { satellite, now })),
      (message, method) =>
        method === 'logIn' || method === 'register' ? { kind: 'failed', message } : portError('network', message),
    ),
    addresses: lazyPort<AddressPort>(() =>
      import('./openapi-address-adapter').then((m) => new m.OpenApiAddressAdapter({ user: shopUser, fastUser, shop })),
    ),
    newsletter: lazyPort<NewsletterPort>(() =>
      import('./openapi-newsletter-adapter').then((m) => new m.OpenApiNewsletterAdapter(shop, satellite)),
    ),
    search: lazyPort<SearchPort>(() =>
      import('./openapi-search-adapter').then(
        (m) => new m.OpenApiSearchAdapter(shop, { proxyUrl: options.searchProxyUrl ?? '', fetch: options.fetch }),
      ),
    ),
    reviewBadge:
      reviewBadgeUrl === ''
        ? NO_REVIEW_SERVICE
        : lazyPort<ReviewBadgePort>(() =>
            import('./openapi-review-badge-adapter').then((m) => m.reviewBadgeAdapter(reviewBadgeUrl, options.fetch)),
          ),
  };
}

/** The http family is exactly the ports every family serves. */
export type HttpAdapters = PortAdapters;
