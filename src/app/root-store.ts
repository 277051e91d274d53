import { inject, injectable } from 'inversify';
import { when } from 'mobx';
import type { AccountFeature } from '../features/account/account-feature';
import type { CartFeature } from '../features/cart/cart-feature';
import type { CheckoutFeature } from '../features/checkout/checkout-feature';
import type { AdminBarStore } from '../features/shell/admin-bar-store';
import { AppStore } from '../features/shop/app-store';
import { CalendarStore } from '../features/shop/calendar-store';
import { CartLinesStore } from '../features/cart/cart-lines-store';
import { ChatStore } from '../features/consent/chat-store';
import { ConsentStore } from '../features/consent/consent-store';
import { ErrorReportingStore } from '../features/consent/error-reporting-store';
import { ContentStore } from '../features/content/content-store';
import type { FakeProviderStore } from '../features/checkout/fake-provider-store';
import { HeaderStore } from '../features/shell/header-store';
import { HomeStore } from '../features/home/home-store';
import type { LazyFeature } from '../shared/lazy-feature';
import { LinkStore } from '../features/shop/link-store';
import { MenuStore } from '../features/catalog/menu-store';
import { MiniCartStore } from '../features/cart/mini-cart-store';
import type { NewsletterStore } from '../features/content/newsletter-store';
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
  type ListingPageFactory,
  type ProductPageFactory,
} from './page-factories';
import { PricingStore } from '../features/shop/pricing-store';
import { ProductPrefetchStore } from '../features/catalog/product-prefetch-store';
import type { ReviewBadgeStore } from '../features/content/review-badge-store';
import type { SearchFeature } from '../features/search/search-feature';
import { RecentlyViewedStore } from '../features/catalog/recently-viewed-store';
import { ServerErrorStore } from '../features/shell/server-error-store';
import { SessionStore } from '../features/session/session-store';
import { ShopStore } from '../features/shop/shop-store';
import { ToastStore } from '../shared/toast-store';
import { UrlResolutionStore } from '../features/catalog/url-resolution-store';

/**
 * The feature stores the screens use, each built by the container with the ports it needs.
 * Views reach data and actions through these, and nothing else.
 */
@injectable()
export class RootStore {
  constructor(
    @inject(AppStore) readonly app: AppStore,
    @inject(ShopStore) readonly shop: ShopStore,
    @inject(SessionStore) readonly session: SessionStore,
    @inject(PricingStore) readonly pricing: PricingStore,
    @inject(MenuStore) readonly menu: MenuStore,
    @inject(HeaderStore) readonly header: HeaderStore,
    @inject(LinkStore) readonly links: LinkStore,
    @inject(CalendarStore) readonly calendar: CalendarStore,
    @inject(ToastStore) readonly toasts: ToastStore,
    @inject(CartLinesStore) readonly cartLines: CartLinesStore,
    @inject(MiniCartStore) readonly miniCart: MiniCartStore,
    @inject(ContentStore) readonly contents: ContentStore,
    @inject(UrlResolutionStore) readonly urlResolution: UrlResolutionStore,
    @inject(RecentlyViewedStore) readonly recentlyViewed: RecentlyViewedStore,
    @inject(ProductPrefetchStore) readonly productPrefetch: ProductPrefetchStore,
    @inject(HomeStore) readonly home: HomeStore,
    @inject(ServerErrorStore) readonly serverError: ServerErrorStore,
    @inject(ConsentStore) readonly consent: ConsentStore,
    @inject(NEWSLETTER_FEATURE) readonly newsletter: LazyFeature<NewsletterStore>,
    @inject(ErrorReportingStore) readonly errorReporting: ErrorReportingStore,
    @inject(ChatStore) readonly chat: ChatStore,
    @inject(CART_FEATURE) readonly cartFeature: LazyFeature<CartFeature>,
    @inject(LISTING_PAGE) readonly listingPage: LazyFeature<ListingPageFactory>,
    @inject(PRODUCT_PAGE) readonly productPage: LazyFeature<ProductPageFactory>,
    @inject(ACCOUNT_FEATURE) readonly accountFeature: LazyFeature<AccountFeature>,
    @inject(CHECKOUT_FEATURE) readonly checkoutFeature: LazyFeature<CheckoutFeature>,
    @inject(SEARCH_FEATURE) readonly searchFeature: LazyFeature<SearchFeature>,
    @inject(REVIEW_BADGE_FEATURE) readonly reviewBadge: LazyFeature<ReviewBadgeStore>,
    @inject(ADMIN_BAR_FEATURE) readonly adminBar: LazyFeature<AdminBarStore>,
    /** The fake provider page's store in fake mode; null in the http build. */
    @inject(FAKE_PROVIDER_STORE) readonly fakeProvider: FakeProviderStore | null,
  ) {}

  /**
   * Startup, in the order section 4 needs: the app-version check comes before any request or
   * storage write ('reload' when storage was reset for a new build); then the stored state is
   * read, other tabs are followed and the shell's data is loaded. In steps, so that the caller can
   * give the main thread back in between.
   */
  *startSteps(currentPath: string): Generator<void, 'reload' | 'ready'> {
    if (this.app.checkVersion(currentPath)) return 'reload';
    this.consent.start();
    this.app.announceUpdate();
    yield;
    this.session.restore();
    this.session.listen();
    yield;
    this.cartLines.load();
    this.cartLines.listen();
    this.recentlyViewed.listen();
    // The cart's own stores (coupon, shipment, server refresh) start once there is a cart.
    when(
      () => this.cartLines.cartId !== null,
      () => this.cartFeature.preload(),
    );
    yield;
    this.pricing.start();
    yield;
    void this.shop.localeConfig.ensure();
    void this.shop.storeInfo.ensure();
    yield;
    this.menu.start();
    return 'ready';
  }
}
