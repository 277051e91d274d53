import { Container } from 'inversify';
import { ANALYTICS_PORT, type AnalyticsPort } from '../../ports/analytics-port';
import { CART_PORT } from '../../ports/cart-port';
import { CATALOG_PORT } from '../../ports/catalog-port';
import { CHECKOUT_PORT } from '../../ports/checkout-port';
import { CLOCK_PORT, type ClockPort } from '../../ports/clock-port';
import { APP_CONFIG, type AppConfig } from '../../ports/config-port';
import { CONSENT_PORT, type ConsentPort } from '../../ports/consent-port';
import { CONTENT_PORT } from '../../ports/content-port';
import { CUSTOMER_PORT } from '../../ports/customer-port';
import { NEWSLETTER_PORT } from '../../ports/newsletter-port';
import { ORDER_PORT } from '../../ports/order-port';
import { PAYMENT_PORT } from '../../ports/payment-port';
import type { BackendPorts } from '../../ports/port-set';
import { PRODUCT_PORT } from '../../ports/product-port';
import { SEARCH_PORT } from '../../ports/search-port';
import { STORAGE_PORT, type StoragePort } from '../../ports/storage-port';
import { STORE_PORT } from '../../ports/store-port';
import { URL_RESOLVER_PORT } from '../../ports/url-resolver-port';
import { ROOT_DEPENDENCIES, RootStore } from '../stores/root-store';

export interface BrowserPorts {
  storage: StoragePort;
  clock: ClockPort;
  consent: ConsentPort;
  analytics: AnalyticsPort;
}

/** One container per profile: the adapter family is chosen before this is called. */
export function createContainer(config: AppConfig, browser: BrowserPorts, backend: BackendPorts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(APP_CONFIG).toConstantValue(config);
  container.bind(STORAGE_PORT).toConstantValue(browser.storage);
  container.bind(CLOCK_PORT).toConstantValue(browser.clock);
  container.bind(CONSENT_PORT).toConstantValue(browser.consent);
  container.bind(ANALYTICS_PORT).toConstantValue(browser.analytics);
  container.bind(CATALOG_PORT).toConstantValue(backend.catalog);
  container.bind(PRODUCT_PORT).toConstantValue(backend.products);
  container.bind(CONTENT_PORT).toConstantValue(backend.content);
  container.bind(STORE_PORT).toConstantValue(backend.store);
  container.bind(URL_RESOLVER_PORT).toConstantValue(backend.urlResolver);
  container.bind(CART_PORT).toConstantValue(backend.cart);
  container.bind(CHECKOUT_PORT).toConstantValue(backend.checkout);
  container.bind(PAYMENT_PORT).toConstantValue(backend.payment);
  container.bind(ORDER_PORT).toConstantValue(backend.orders);
  container.bind(CUSTOMER_PORT).toConstantValue(backend.customers);
  container.bind(NEWSLETTER_PORT).toConstantValue(backend.newsletter);
  container.bind(SEARCH_PORT).toConstantValue(backend.search);
  container.bind(ROOT_DEPENDENCIES).toDynamicValue((ctx) => ({
    config: ctx.get(APP_CONFIG),
    storage: ctx.get(STORAGE_PORT),
    clock: ctx.get(CLOCK_PORT),
    consent: ctx.get(CONSENT_PORT),
    analytics: ctx.get(ANALYTICS_PORT),
    backend: {
      catalog: ctx.get(CATALOG_PORT),
      products: ctx.get(PRODUCT_PORT),
      content: ctx.get(CONTENT_PORT),
      store: ctx.get(STORE_PORT),
      urlResolver: ctx.get(URL_RESOLVER_PORT),
      cart: ctx.get(CART_PORT),
      checkout: ctx.get(CHECKOUT_PORT),
      payment: ctx.get(PAYMENT_PORT),
      orders: ctx.get(ORDER_PORT),
      customers: ctx.get(CUSTOMER_PORT),
      newsletter: ctx.get(NEWSLETTER_PORT),
      search: ctx.get(SEARCH_PORT),
    },
  }));
  container.bind(RootStore).toSelf();
  return container;
}
