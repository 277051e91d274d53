import { ADDRESS_PORT, type AddressPort } from './address-port';
import { CART_PORT, type CartPort } from './cart-port';
import { CATALOG_PORT, type CatalogPort } from './catalog-port';
import { CHECKOUT_PORT, type CheckoutPort } from './checkout-port';
import { CONTENT_PORT, type ContentPort } from './content-port';
import { CUSTOMER_PORT, type CustomerPort } from './customer-port';
import { NEWSLETTER_PORT, type NewsletterPort } from './newsletter-port';
import { ORDER_PORT, type OrderPort } from './order-port';
import { PAYMENT_PORT, type PaymentPort } from './payment-port';
import type { PortBinding, PortToken } from './port-token';
import { PRODUCT_PORT, type ProductPort } from './product-port';
import { REVIEW_BADGE_PORT, type ReviewBadgePort } from './review-badge-port';
import { SEARCH_PORT, type SearchPort } from './search-port';
import { STORE_PORT, type StorePort } from './store-port';
import { URL_RESOLVER_PORT, type UrlResolverPort } from './url-resolver-port';

/** What an adapter family (http, fake) builds: one adapter per backend port. */
export interface PortAdapters {
  catalog: CatalogPort;
  products: ProductPort;
  content: ContentPort;
  store: StorePort;
  urlResolver: UrlResolverPort;
  cart: CartPort;
  checkout: CheckoutPort;
  payment: PaymentPort;
  orders: OrderPort;
  customers: CustomerPort;
  addresses: AddressPort;
  newsletter: NewsletterPort;
  search: SearchPort;
  reviewBadge: ReviewBadgePort;
}

/** The token each adapter of a family is bound to. */
const PORT_TOKENS: { readonly [Field in keyof PortAdapters]: PortToken<PortAdapters[Field]> } = {
  catalog: CATALOG_PORT,
  products: PRODUCT_PORT,
  content: CONTENT_PORT,
  store: STORE_PORT,
  urlResolver: URL_RESOLVER_PORT,
  cart: CART_PORT,
  checkout: CHECKOUT_PORT,
  payment: PAYMENT_PORT,
  orders: ORDER_PORT,
  customers: CUSTOMER_PORT,
  addresses: ADDRESS_PORT,
  newsletter: NEWSLETTER_PORT,
  search: SEARCH_PORT,
  reviewBadge: REVIEW_BADGE_PORT,
};

/** Every adapter of a family with the token of its port. */
export const portBindings = (adapters: PortAdapters): PortBinding[] =>
  (Object.keys(PORT_TOKENS) as (keyof PortAdapters)[]).map((field) => ({
    token: PORT_TOKENS[field],
    adapter: adapters[field],
  }));
