import { Container, type ContainerModule, type Newable } from 'inversify';
import { AppStore } from '../features/shop/app-store';
import { bindFeature } from './bind-feature';
import { CalendarStore } from '../features/shop/calendar-store';
import { CartLinesStore } from '../features/cart/cart-lines-store';
import { ChatStore } from '../features/consent/chat-store';
import { ConsentStore } from '../features/consent/consent-store';
import { ErrorReportingStore } from '../features/consent/error-reporting-store';
import { ContentStore } from '../features/content/content-store';
import { HeaderStore } from '../features/shell/header-store';
import { HomeStore } from '../features/home/home-store';
import { LazyFeature } from '../shared/lazy-feature';
import { LinkStore } from '../features/shop/link-store';
import { MenuStore } from '../features/catalog/menu-store';
import { MiniCartStore } from '../features/cart/mini-cart-store';
import {
  ACCOUNT_FEATURE,
  ADMIN_BAR_FEATURE,
  CART_FEATURE,
  CHECKOUT_FEATURE,
  FAKE_PROVIDER_STORE,
  LISTING_PAGE,
  NEWSLETTER_FEATURE,
  PRODUCT_PAGE,
  REVIEW_BADGE_FEATURE,
  SEARCH_FEATURE,
} from './page-factories';
import { PricingStore } from '../features/shop/pricing-store';
import { ProductPrefetchStore } from '../features/catalog/product-prefetch-store';
import { QueryCache } from '../shared/query-cache';
import { QueryFactory } from '../features/shop/query-factory';
import { RecentlyViewedStore } from '../features/catalog/recently-viewed-store';
import { RootStore } from './root-store';
import { ServerErrorStore } from '../features/shell/server-error-store';
import { SessionStore } from '../features/session/session-store';
import { ShopStore } from '../features/shop/shop-store';
import { TagManagerStore } from '../features/consent/tag-manager-store';
import { ToastStore } from '../shared/toast-store';
import { UrlResolutionStore } from '../features/catalog/url-resolution-store';

/** One instance each for the whole app. */
const SINGLETONS: Newable<object>[] = [
  QueryCache,
  QueryFactory,
  ToastStore,
  AppStore,
  ShopStore,
  SessionStore,
  PricingStore,
  CalendarStore,
  LinkStore,
  ContentStore,
  MenuStore,
  HeaderStore,
  UrlResolutionStore,
  RecentlyViewedStore,
  ProductPrefetchStore,
  HomeStore,
  CartLinesStore,
  MiniCartStore,
  ServerErrorStore,
  TagManagerStore,
  ConsentStore,
  ErrorReportingStore,
  ChatStore,
  RootStore,
];

/**
 * One container per profile. The modules bind the configuration and every port (the browser
 * module and one adapter family); each store is bound once, and the page stores are made
 * afresh for every screen that opens.
 */
export function createContainer(...modules: ContainerModule[]): Container {
  const steps = containerSteps(...modules);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The container built one step per module and per lazy feature, for the caller to build in slices. */
export function* containerSteps(...modules: ContainerModule[]): Generator<void, Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const module of modules) {
    container.load(module);
    yield;
  }
  // Only the fake family brings the fake provider page's store; everywhere else there is none.
  if (!container.isBound(FAKE_PROVIDER_STORE)) container.bind(FAKE_PROVIDER_STORE).toConstantValue(null);
  for (const store of SINGLETONS) container.bind(store).toSelf();
  yield;
  const cart = new LazyFeature(async () => (await import('./cart-module')).cartFeature(container));
  container.bind(CART_FEATURE).toConstantValue(cart);
  const listingPage = new LazyFeature(async () => (await import('./listing-page-module')).listingPageFactory(container));
  // A product page adds to the cart: the cart's stores download alongside its own.
  const productPage = new LazyFeature(async () => {
    const [page] = await Promise.all([import('./product-page-module'), cart.load()]);
    return page.productPageFactory(container);
  });
  container.bind(LISTING_PAGE).toConstantValue(listingPage);
  container.bind(PRODUCT_PAGE).toConstantValue(productPage);
  yield;
  const account = new LazyFeature(async () => (await import('./account-module')).accountFeature(container));
  container.bind(ACCOUNT_FEATURE).toConstantValue(account);
  // The checkout uses the customer screens' and the cart's stores: they load first, as their features.
  const checkout = new LazyFeature(async () => {
    const [checkoutModule] = await Promise.all([import('./checkout-module'), account.load(), cart.load()]);
    return checkoutModule.checkoutFeature(container);
  });
  container.bind(CHECKOUT_FEATURE).toConstantValue(checkout);
  yield;
  const search = new LazyFeature(async () => (await import('./search-module')).searchFeature(container));
  container.bind(SEARCH_FEATURE).toConstantValue(search);
  const reviewBadge = lazyStore(container, async () => (await import('../features/content/review-badge-store')).ReviewBadgeStore);
  container.bind(REVIEW_BADGE_FEATURE).toConstantValue(reviewBadge);
  const adminBar = lazyStore(container, async () => (await import('../features/shell/admin-bar-store')).AdminBarStore);
  container.bind(ADMIN_BAR_FEATURE).toConstantValue(adminBar);
  const newsletter = lazyStore(container, async () => (await import('../features/content/newsletter-store')).NewsletterStore);
  container.bind(NEWSLETTER_FEATURE).toConstantValue(newsletter);
  return container;
}

/** One store whose code downloads on first use; it is bound into the container then, once. */
function lazyStore<T extends object>(container: Container, load: () => Promise<Newable<T>>): LazyFeature<T> {
  return new LazyFeature(async () => bindFeature(container, [], await load()));
}

/** The stores, one step each (each built with what it needs), for the caller to build in slices; the root last. */
export function* storeSteps(container: Container): Generator<void, RootStore> {
  for (const store of SINGLETONS) {
    container.get(store);
    yield;
  }
  return container.get(RootStore);
}
