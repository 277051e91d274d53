import { CART_PORT } from '../../ports/cart-port';
import { CATALOG_PORT } from '../../ports/catalog-port';
import { CHECKOUT_PORT } from '../../ports/checkout-port';
import { CONTENT_PORT } from '../../ports/content-port';
import { CUSTOMER_PORT } from '../../ports/customer-port';
import { NEWSLETTER_PORT } from '../../ports/newsletter-port';
import { ORDER_PORT } from '../../ports/order-port';
import { PAYMENT_PORT } from '../../ports/payment-port';
import { bindingOf, type PortBinding } from '../../ports/port-token';
import { PRODUCT_PORT } from '../../ports/product-port';
import { SEARCH_PORT } from '../../ports/search-port';
import { STORE_PORT } from '../../ports/store-port';
import { URL_RESOLVER_PORT } from '../../ports/url-resolver-port';
import type { paths as FastPaths } from './generated/fast-api';
import type { paths as ShopPaths } from './generated/shop-api';
import { createApiClient } from './http-clients';
import { OpenApiCartAdapter } from './openapi-cart-adapter';
import { OpenApiCatalogAdapter } from './openapi-catalog-adapter';
import { OpenApiCheckoutAdapter } from './openapi-checkout-adapter';
import { OpenApiContentAdapter } from './openapi-content-adapter';
import { OpenApiCustomerAdapter } from './openapi-customer-adapter';
import { OpenApiNewsletterAdapter } from './openapi-newsletter-adapter';
import { OpenApiOrderAdapter } from './openapi-order-adapter';
import { OpenApiPaymentAdapter } from './openapi-payment-adapter';
import { OpenApiProductAdapter } from './openapi-product-adapter';
import { OpenApiSearchAdapter } from './openapi-search-adapter';
import { OpenApiStoreAdapter } from './openapi-store-adapter';
import { OpenApiUrlResolverAdapter } from './openapi-url-resolver-adapter';

/** Spec 1: the shipped build is the Romanian store. */
export const DEFAULT_SATELLITE = 'RO';
/** Spec 9 names a fixed payment session id and postage tax rule title without giving them. */
export const DEFAULT_PAYMENT_SESSION_ID = 'storefront';
export const DEFAULT_POSTAGE_TAX_RULE_TITLE = 'Postage';
/** The prefix of the card provider's session value (spec 4: "a value starting with a session marker"). */
export const DEFAULT_CARD_SESSION_MARKER = 'session_';

export interface HttpAdapterOptions {
  /** Origin of the shop API (paths already start with /api/). */
  apiUrl: string;
  /** Origin of the fast API. */
  fastApiUrl: string;
  /** Computed per request: the login bearer token when one is stored, else the static shop token. */
  authToken: () => string;
  fetch?: typeof fetch;
  /** Optional settings the port calls do not carry; defaults above. */
  satellite?: string;
  paymentSessionId?: string;
  postageTaxRuleTitle?: string;
  cardSessionMarker?: string;
  /** Epoch milliseconds, for token expiry when the server gives a lifetime only. */
  now?: () => number;
}

/** The http adapter family: one openapi-fetch client per backend, one adapter per port. */
export function createHttpAdapters(options: HttpAdapterOptions) {
  const shop = createApiClient<ShopPaths>(options.apiUrl, options.authToken, options.fetch);
  const fast = createApiClient<FastPaths>(options.fastApiUrl, options.authToken, options.fetch);
  const satellite = options.satellite ?? DEFAULT_SATELLITE;
  const now = options.now ?? (() => Date.now());
  return {
    catalog: new OpenApiCatalogAdapter(shop, fast),
    products: new OpenApiProductAdapter(shop, fast),
    content: new OpenApiContentAdapter(fast),
    store: new OpenApiStoreAdapter(shop, fast),
    urlResolver: new OpenApiUrlResolverAdapter(shop),
    cart: new OpenApiCartAdapter(shop),
    checkout: new OpenApiCheckoutAdapter(shop),
    payment: new OpenApiPaymentAdapter(shop, {
      satellite,
      sessionId: options.paymentSessionId ?? DEFAULT_PAYMENT_SESSION_ID,
      postageTaxRuleTitle: options.postageTaxRuleTitle ?? DEFAULT_POSTAGE_TAX_RULE_TITLE,
      sessionMarker: options.cardSessionMarker ?? DEFAULT_CARD_SESSION_MARKER,
    }),
    orders: new OpenApiOrderAdapter(shop),
    customers: new OpenApiCustomerAdapter(shop, fast, { satellite, now }),
    newsletter: new OpenApiNewsletterAdapter(shop, satellite),
    search: new OpenApiSearchAdapter(shop, options.fetch),
  };
}

export type HttpAdapters = ReturnType<typeof createHttpAdapters>;

/** Every http adapter with the token of its port. */
export function httpBindings(adapters: HttpAdapters): PortBinding[] {
  return [
    bindingOf(CATALOG_PORT, adapters.catalog),
    bindingOf(PRODUCT_PORT, adapters.products),
    bindingOf(CONTENT_PORT, adapters.content),
    bindingOf(STORE_PORT, adapters.store),
    bindingOf(URL_RESOLVER_PORT, adapters.urlResolver),
    bindingOf(CART_PORT, adapters.cart),
    bindingOf(CHECKOUT_PORT, adapters.checkout),
    bindingOf(PAYMENT_PORT, adapters.payment),
    bindingOf(ORDER_PORT, adapters.orders),
    bindingOf(CUSTOMER_PORT, adapters.customers),
    bindingOf(NEWSLETTER_PORT, adapters.newsletter),
    bindingOf(SEARCH_PORT, adapters.search),
  ];
}
