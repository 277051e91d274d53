import type { AddressPort } from '../../ports/address-port';
import type { CartPort } from '../../ports/cart-port';
import type { CatalogPort } from '../../ports/catalog-port';
import type { CheckoutPort } from '../../ports/checkout-port';
import type { ClockPort } from '../../ports/clock-port';
import type { ContentPort } from '../../ports/content-port';
import type { CustomerPort } from '../../ports/customer-port';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { NewsletterPort } from '../../ports/newsletter-port';
import type { OrderPort } from '../../ports/order-port';
import type { PaymentPort } from '../../ports/payment-port';
import { portBindings, type PortAdapters } from '../../ports/port-adapters';
import { bindingOf, type PortBinding } from '../../ports/port-token';
import type { ProductPort } from '../../ports/product-port';
import type { ReviewBadgePort, ReviewBadgeRequest } from '../../ports/review-badge-port';
import type { SearchPort } from '../../ports/search-port';
import type { StorePort } from '../../ports/store-port';
import type { UrlResolverPort } from '../../ports/url-resolver-port';
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

/** The fake family: the ports every family serves, and what only the fake has. */
export interface FakeAdapters extends PortAdapters {
  /** The fake provider page's approve and decline (adapter level; see README). */
  provider: FakeProvider;
  /** What the review badge would have requested from the third party. */
  reviewBadgeRequests: readonly ReviewBadgeRequest[];
}

/** The fake family over one seeded data set and one fake server (carts, orders, accounts). */
export function createFakeAdapters(deps: FakeAdapterDeps): FakeAdapters {
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
    reviewBadgeRequests: reviewBadge.requests,
  };
}

/** Every fake with the token of its port, and the fake provider's desk. */
export const fakeBindings = (fakes: FakeAdapters): PortBinding[] => [
  ...portBindings(fakes),
  bindingOf(FAKE_PROVIDER, fakes.provider),
];
