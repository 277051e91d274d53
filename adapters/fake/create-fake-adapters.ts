import { ADDRESS_PORT, type AddressPort } from '../../ports/address-port';
import { CART_PORT, type CartPort } from '../../ports/cart-port';
import { CATALOG_PORT, type CatalogPort } from '../../ports/catalog-port';
import { CHECKOUT_PORT, type CheckoutPort } from '../../ports/checkout-port';
import type { ClockPort } from '../../ports/clock-port';
import { CONTENT_PORT, type ContentPort } from '../../ports/content-port';
import { CUSTOMER_PORT, type CustomerPort } from '../../ports/customer-port';
import type { LanguageCode } from '../../ports/model/shop-context';
import { NEWSLETTER_PORT, type NewsletterPort } from '../../ports/newsletter-port';
import { ORDER_PORT, type OrderPort } from '../../ports/order-port';
import { PAYMENT_PORT, type PaymentPort } from '../../ports/payment-port';
import { bindingOf, type PortBinding } from '../../ports/port-token';
import { PRODUCT_PORT, type ProductPort } from '../../ports/product-port';
import { REVIEW_BADGE_PORT, type ReviewBadgePort } from '../../ports/review-badge-port';
import { SEARCH_PORT, type SearchPort } from '../../ports/search-port';
import { STORE_PORT, type StorePort } from '../../ports/store-port';
import { URL_RESOLVER_PORT, type UrlResolverPort } from '../../ports/url-resolver-port';
import { FakeAccountBook } from './fake-account-book';
import { FakeCartBook } from './fake-cart-book';
import { withKnobs, type FakeKnobs } from './fake-knobs';
import { DEFAULT_LANGUAGE } from './fake-language';
import { FakeOrderBook } from './fake-order-book';
import { FAKE_PROVIDER, FakePaymentDesk, type FakeProvider } from './fake-payment-desk';
import { InMemoryAddresses } from './in-memory-addresses';
import { InMemoryCart } from './in-memory-cart';
import { InMemoryCatalog } from './in-memory-catalog';
import { InMemoryCheckout } from './in-memory-checkout';
import { InMemoryContent } from './in-memory-content';
import { InMemoryCustomers } from './in-memory-customers';
import { InMemoryNewsletter } from './in-memory-newsletter';
import { InMemoryOrders } from './in-memory-orders';
import { InMemoryPayment } from './in-memory-payment';
import { InMemoryProducts } from './in-memory-products';
import { InMemoryReviewBadge } from './in-memory-review-badge';
import { InMemoryStore } from './in-memory-store';
import { InMemoryUrlResolver } from './in-memory-url-resolver';
import { LazySearch } from './lazy-search';
import { getSeedData } from './seed/seed-data-set';
import type { SeedData } from './seed/seed-types';

export interface FakeAdapterDeps {
  clock: ClockPort;
  /** Where the fake server keeps carts, orders and accounts across reloads and tabs (localStorage in the browser). */
  storage?: Storage;
  knobs: FakeKnobs;
  /** Language for calls that carry none (cart lines, delivery delays); defaults to the Romanian store's. */
  language?: LanguageCode;
  /** The data set; the shared seeded one unless given (the fake backend owns a copy its provider states may extend). */
  data?: SeedData;
}

export type FakeAdapters = ReturnType<typeof createFakeAdapters>;

/** The fake family over one seeded data set and one fake server (carts, orders, accounts). */
export function createFakeAdapters(deps: FakeAdapterDeps) {
  const data = deps.data ?? getSeedData();
  const storage = deps.storage ?? null;
  const language = deps.language ?? DEFAULT_LANGUAGE;
  const carts = new FakeCartBook(storage);
  const orders = new FakeOrderBook(data.orders, deps.clock, storage);
  const accounts = new FakeAccountBook(data.accounts, storage);
  const wrap = <T extends object>(portName: string, impl: T): T => withKnobs(portName, impl, deps.knobs);
  const desk = new FakePaymentDesk(data, carts, orders, accounts);
  const reviewBadge = new InMemoryReviewBadge();
  return {
    catalog: wrap<CatalogPort>('CatalogPort', new InMemoryCatalog(data)),
    products: wrap<ProductPort>('ProductPort', new InMemoryProducts(data, orders, language)),
    content: wrap<ContentPort>('ContentPort', new InMemoryContent(data)),
    store: wrap<StorePort>('StorePort', new InMemoryStore(data)),
    urlResolver: wrap<UrlResolverPort>('UrlResolverPort', new InMemoryUrlResolver(data)),
    cart: wrap<CartPort>('CartPort', new InMemoryCart(data, carts, deps.knobs, language)),
    checkout: wrap<CheckoutPort>('CheckoutPort', new InMemoryCheckout(data, carts, orders)),
    payment: wrap<PaymentPort>('PaymentPort', new InMemoryPayment(desk, carts, orders, accounts)),
    /** The fake provider page's approve and decline (adapter level; see README). */
    provider: wrap<FakeProvider>('FakeProvider', desk),
    orders: wrap<OrderPort>('OrderPort', new InMemoryOrders(data, orders, deps.clock)),
    customers: wrap<CustomerPort>('CustomerPort', new InMemoryCustomers(accounts, deps.clock, data.unregisteredVatNumbers)),
    addresses: wrap<AddressPort>('AddressPort', new InMemoryAddresses(accounts)),
    newsletter: wrap<NewsletterPort>('NewsletterPort', new InMemoryNewsletter(data.refusedNewsletterEmails)),
    search: wrap<SearchPort>(
      'SearchPort',
      new LazySearch(async () => new (await import('./in-memory-search')).InMemorySearch(data)),
    ),
    reviewBadge: wrap<ReviewBadgePort>('ReviewBadgePort', reviewBadge),
    /** What the review badge would have requested from the third party. */
    reviewBadgeRequests: reviewBadge.requests,
  };
}

/** Every fake with the token of its port. */
export function fakeBindings(fakes: FakeAdapters): PortBinding[] {
  return [
    bindingOf(CATALOG_PORT, fakes.catalog),
    bindingOf(PRODUCT_PORT, fakes.products),
    bindingOf(CONTENT_PORT, fakes.content),
    bindingOf(STORE_PORT, fakes.store),
    bindingOf(URL_RESOLVER_PORT, fakes.urlResolver),
    bindingOf(CART_PORT, fakes.cart),
    bindingOf(CHECKOUT_PORT, fakes.checkout),
    bindingOf(PAYMENT_PORT, fakes.payment),
    bindingOf(ORDER_PORT, fakes.orders),
    bindingOf(CUSTOMER_PORT, fakes.customers),
    bindingOf(ADDRESS_PORT, fakes.addresses),
    bindingOf(NEWSLETTER_PORT, fakes.newsletter),
    bindingOf(SEARCH_PORT, fakes.search),
    bindingOf(REVIEW_BADGE_PORT, fakes.reviewBadge),
    bindingOf(FAKE_PROVIDER, fakes.provider),
  ];
}
