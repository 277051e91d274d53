import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Route, Routes } from 'react-router-dom';
import { INFO_PAGE_PATHS } from '../domain/info-pages';
import styles from './app-routes.module.css';
import { ConsentBanner } from '../features/consent/consent-banner';
import { PageFrame } from '../features/shell/page-frame';
import { CatalogScreenPreloads, ListingPageWithStores, ProductPageWithStores } from '../features/product/catalog-screens';
import { useStores } from '../shared/store-context';
import { lazyScreen } from '../shared/lazy-screen';

const ServerErrorPage = lazyScreen(
  async () => ({ default: (await import('../features/shell/server-error-page')).ServerErrorPage }),
  'server-error',
);

const HomePage = lazy(() => import('../features/home/home-page'));
const AdventPage = lazyScreen(() => import('../features/content/advent-page'), 'pages');
const InfoPage = lazyScreen(() => import('../features/content/info-page'), 'pages');
const WithdrawalFormPage = lazyScreen(() => import('../features/content/withdrawal-form-page'), 'pages');
const NotFoundPage = lazyScreen(() => import('../features/shell/not-found-page'), 'pages');
const ResolveUrlPage = lazyScreen(() => import('../features/product/resolve-url-page'), 'pages');
const NewsletterPage = lazyScreen(() => import('../features/content/newsletter-page'), 'pages');
const LogoutPage = lazyScreen(() => import('../features/shell/logout-page'), 'pages');
const CartPage = lazyScreen(() => import('../features/cart/cart-page'), 'cart');
const FeatureArea = lazyScreen(() => import('../shared/feature-area'), 'pages');
const LoginRegisterPage = lazyScreen(() => import('../features/account/login-register-page'), 'pages');
const AccountPage = lazyScreen(() => import('../features/account/account-page'), 'pages');
const OrderPage = lazyScreen(() => import('../features/account/order-page'), 'pages');
const GuestInvoicePage = lazyScreen(() => import('../features/account/guest-invoice-page'), 'pages');
const CheckoutPage = lazyScreen(() => import('../features/checkout/checkout-page'), 'cart');
const ForgotPasswordPage = lazyScreen(() => import('../features/account/forgot-password-page'), 'pages');
const OrderPlacedPage = lazyScreen(() => import('../features/checkout/order-placed-page'), 'pages');
const OrderFailedPage = lazyScreen(() => import('../features/checkout/order-failed-page'), 'pages');
const FakeProviderPage = lazyScreen(() => import('../features/checkout/fake-provider-page'), 'pages');
const SearchPage = lazyScreen(() => import('../features/search/search-page'), 'pages');
const ProviderReturnPage = lazyScreen(() => import('../features/checkout/provider-return-page'), 'pages');

export const AppRoutes = observer(function AppRoutes() {
  const { shop } = useStores();
  // The frame appears in a transition, so its first render runs in slices.
  const waiting = useDeferredValue(shop.localeConfig.isLoading);
  if (shop.localeConfig.status === 'error') {
    return (
      <Suspense fallback={null}>
        <ServerErrorPage />
      </Suspense>
    );
  }
  // The consent banner needs no config and stays at the page's bottom edge: it shows at once. The header's
  // rows (sales bar, country row) take their size from the locale config: on a first visit the
  // frame waits for it, so they never push the page down when it arrives.
  return (
    <div className={styles.page}>
      <ConsentBanner />
      {waiting ? null : (
        <CatalogScreenPreloads>
          <ShopRoutes />
        </CatalogScreenPreloads>
      )}
    </div>
  );
});

function ShopRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        <Route index element={<HomePage />} />
        <Route path="/advent-calendar" element={<AdventPage />} />
        <Route path="/shop-grid-standard/:type" element={<ListingPageWithStores source="grid" />} />
        <Route path="/products" element={<ListingPageWithStores source="all" />} />
        <Route path="/product/:id" element={<ProductPageWithStores />} />
        <Route path="/cart" element={<CartPage />} />
        <Route element={<FeatureArea area="account" />}>
          <Route path="/login-register" element={<LoginRegisterPage />} />
          <Route path="/account" element={<AccountPage />} />
          <Route path="/account/order/:id" element={<OrderPage />} />
          <Route path="/guest/invoice/:ref/:hash" element={<GuestInvoicePage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route element={<FeatureArea area="checkout" />}>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/order-placed" element={<OrderPlacedPage />} />
          <Route path="/order-failed" element={<OrderFailedPage />} />
          <Route path="/paypal/return" element={<ProviderReturnPage kind="paypal-return" />} />
          <Route path="/paypal/cancel" element={<ProviderReturnPage kind="paypal-cancel" />} />
          <Route path="/amazon-pay/return" element={<ProviderReturnPage kind="wallet-return" />} />
          {/* Fake mode only: without the fake family's store the page is the not-found screen. */}
          <Route path="/fake-provider" element={<FakeProviderPage />} />
        </Route>
        {INFO_PAGE_PATHS.flatMap(({ page, germanPath, slugPath }) =>
          [...new Set([germanPath, slugPath])].map((path) => <Route key={path} path={path} element={<InfoPage page={page} />} />),
        )}
        <Route path="/search/:term" element={<SearchPage />} />
        <Route path="/widerrufsformular" element={<WithdrawalFormPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/newsletter" element={<NewsletterPage action="subscribe" />} />
        <Route path="/newsletter-unsubscribe" element={<NewsletterPage action="unsubscribe" />} />
        <Route path="/not-found" element={<NotFoundPage />} />
        <Route path="*" element={<ResolveUrlPage />} />
      </Route>
    </Routes>
  );
}
