import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_INVOICE } from '../../adapters/fake/seed/seed-facts';
import AccountPage from '../../src/features/account/account-page';
import LoginRegisterPage from '../../src/features/account/login-register-page';
import CheckoutPage from '../../src/features/checkout/checkout-page';
import GuestInvoicePage from '../../src/features/account/guest-invoice-page';
import AdventPage from '../../src/features/content/advent-page';
import CartPage from '../../src/features/cart/cart-page';
import InfoPageScreen from '../../src/features/content/info-page';
import OrderFailedPage from '../../src/features/checkout/order-failed-page';
import OrderPlacedPage from '../../src/features/checkout/order-placed-page';
import { loadAreasMessages } from '../../src/shared/load-area-messages';
import SearchPage from '../../src/features/search/search-page';
import { givenAShop } from '../support/build-root-store';
import { renderAccountScreen } from '../support/render-with-stores';

const head = () => document.head;
const meta = (name: string) => head().querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
const canonical = () => head().querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const hreflangs = () => [...head().querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'));

afterEach(() => {
  for (const element of [...head().querySelectorAll('[data-seo]')]) element.remove();
});

/** Renders a page at a URL (customer, checkout and search stores downloaded); a search page and a guest invoice need their route parameters. */
async function renderAt(path: string, element: ReactElement) {
  const world = givenAShop();
  await world.root.checkoutFeature.load();
  await world.root.searchFeature.load();
  await loadAreasMessages(['search'], world.root.shop.language);
  return renderAccountScreen(
    <Routes>
      <Route path="/search/:term" element={element} />
      <Route path="/guest/invoice/:ref/:hash" element={element} />
      <Route path="*" element={element} />
    </Routes>,
    { path, world },
  );
}

describe('SEO on every page (title, description, canonical, hreflang; private pages not indexed)', () => {
  it.each([
    ['an info page', '/warranty', <InfoPageScreen key="i" page="warranty" />],
    ['the advent calendar', '/advent-calendar', <AdventPage key="a" />],
    ['a search page', '/search/sofa', <SearchPage key="s" />],
  ])('%s is indexed with a description, a canonical URL and hreflang', async (_what, path, element) => {
    await renderAt(path, element);
    await waitFor(() => expect(meta('description')).toBeTruthy());
    expect(meta('robots')).toBe('index,follow');
    expect(canonical()).toBe(`http://localhost:3000${path}`);
    expect(hreflangs()).toEqual(['de', 'ro', 'en', 'x-default']);
    expect(document.title).toMatch(/ \| /);
  });

  it.each([
    ['the cart', '/cart', <CartPage key="c" />],
    ['checkout', '/checkout', <CheckoutPage key="k" />],
    ['the account', '/account', <AccountPage key="a" />],
    ['an order (guest invoice)', `/guest/invoice/${GUEST_INVOICE.ref}/${GUEST_INVOICE.hash}`, <GuestInvoicePage key="o" />],
    ['login', '/login-register', <LoginRegisterPage key="l" />],
    ['order placed', '/order-placed', <OrderPlacedPage key="p" />],
    ['order failed', '/order-failed?cart_id=5', <OrderFailedPage key="f" />],
  ])('%s is not indexed', async (_what, path, element) => {
    await renderAt(path, element);
    await waitFor(() => expect(meta('robots')).toBe('noindex,follow'));
    expect(document.title).toMatch(/ \| /);
  });
});
