import { portToken } from '../../ports/port-token';
import type { AccountFeature } from '../features/account/account-feature';
import type { CartFeature } from '../features/cart/cart-feature';
import type { CheckoutFeature } from '../features/checkout/checkout-feature';
import type { FakeProviderStore } from '../features/checkout/fake-provider-store';
import type { LazyFeature } from '../shared/lazy-feature';
import type { ListingParams } from '../features/catalog/listing-params';
import type { ListingSource } from '../features/catalog/listing-source';
import type { ListingStore } from '../features/catalog/listing-store';
import type { ProductInput, ProductStore } from '../features/product/product-store';
import type { AdminBarStore } from '../features/shell/admin-bar-store';
import type { NewsletterStore } from '../features/content/newsletter-store';
import type { ReviewBadgeStore } from '../features/content/review-badge-store';
import type { SearchFeature } from '../features/search/search-feature';

/** A fresh store for each listing screen the shopper opens. */
export type ListingPageFactory = (source: ListingSource, params?: ListingParams) => ListingStore;
/** A fresh store for each product screen the shopper opens. */
export type ProductPageFactory = (input: ProductInput) => ProductStore;

/** The listing screens' store (its code downloads with the first listing screen). */
export const LISTING_PAGE = portToken<LazyFeature<ListingPageFactory>>('ListingPageFactory');
/** The product screen's store (its code downloads with the first product screen). */
export const PRODUCT_PAGE = portToken<LazyFeature<ProductPageFactory>>('ProductPageFactory');

/** The cart's stores beyond its lines, downloaded when the shopper has a cart or a screen needs them. */
export const CART_FEATURE = portToken<LazyFeature<CartFeature>>('CartFeature');

/** The customer screens' stores, downloaded with the first of those screens. */
export const ACCOUNT_FEATURE = portToken<LazyFeature<AccountFeature>>('AccountFeature');

/** The checkout's stores, downloaded with the checkout or its outcome pages. */
export const CHECKOUT_FEATURE = portToken<LazyFeature<CheckoutFeature>>('CheckoutFeature');

/** The search's stores, downloaded with the search box's first use or the results page. */
export const SEARCH_FEATURE = portToken<LazyFeature<SearchFeature>>('SearchFeature');

/** The footer's review badge store, downloaded when the footer shows a badge. */
export const REVIEW_BADGE_FEATURE = portToken<LazyFeature<ReviewBadgeStore>>('ReviewBadgeFeature');

/** The admin bar's store, downloaded with the bar (admins only). */
export const ADMIN_BAR_FEATURE = portToken<LazyFeature<AdminBarStore>>('AdminBarFeature');

/** The newsletter pages' store, downloaded with those pages. */
export const NEWSLETTER_FEATURE = portToken<LazyFeature<NewsletterStore>>('NewsletterFeature');

/** The fake provider page's store: bound by the fake family only; null in the http build. */
export const FAKE_PROVIDER_STORE = portToken<FakeProviderStore | null>('FakeProviderStore');
