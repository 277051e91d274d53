import { Container, type ContainerModule, type Newable } from 'inversify';
import { AppStore } from '../stores/app-store';
import { bindFeature } from './bind-feature';
import { CalendarStore } from '../stores/calendar-store';
import { CartLinesStore } from '../stores/cart-lines-store';
import { ChatStore } from '../stores/chat-store';
import { ConsentStore } from '../stores/consent-store';
import { ErrorReportingStore } from '../stores/error-reporting-store';
import { ContentStore } from '../stores/content-store';
import { HeaderStore } from '../stores/header-store';
import { HomeStore } from '../stores/home-store';
import { LazyFeature } from '../stores/lazy-feature';
import { LinkStore } from '../stores/link-store';
import { MenuStore } from '../stores/menu-store';
import { MiniCartStore } from '../stores/mini-cart-store';
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
} from '../stores/page-factories';
import { PricingStore } from '../stores/pricing-store';
import { ProductPrefetchStore } from '../stores/product-prefetch-store';
import { QueryCache } from '../stores/query-cache';
import { QueryFactory } from '../stores/query-factory';
import { RecentlyViewedStore } from '../stores/recently-viewed-store';
import { RootStore } from '../stores/root-store';
import { ServerErrorStore } from '../stores/server-error-store';
import { SessionStore } from '../stores/session-store';
import { ShopStore } from '../stores/shop-store';
import { TagManagerStore } from '../stores/tag-manager-store';
import { ToastStore } from '../stores/toast-store';
import { UrlResolutionStore } from '../stores/url-resolution-store';

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
  const reviewBadge = lazyStore(container, async () => (await import('../stores/review-badge-store')).ReviewBadgeStore);
  container.bind(REVIEW_BADGE_FEATURE).toConstantValue(reviewBadge);
  const adminBar = lazyStore(container, async () => (await import('../stores/admin-bar-store')).AdminBarStore);
  container.bind(ADMIN_BAR_FEATURE).toConstantValue(adminBar);
  const newsletter = lazyStore(container, async () => (await import('../stores/newsletter-store')).NewsletterStore);
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
