import { screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { ok } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import { PRODUCT_PORT, type ProductPort } from '../../ports/product-port';
import HomePage from '../../src/features/home/home-page';
import ListingPage from '../../src/features/catalog/listing-page';
import ProductPage from '../../src/features/product/product-page';
import { HeadManager } from '../../src/shared/seo/head-manager';
import { jsonLdText } from '../../src/shared/seo/json-ld';
import { useSeo, type SeoInput } from '../../src/shared/seo/use-seo';
import { aFakeFamily, givenAShop, shopSettingsLoaded } from '../support/build-root-store';
import { recordingPort } from '../support/recording-port';
import { renderCatalogScreen, renderWithStores } from '../support/render-with-stores';

const EVIL = 'Sofa </script><script>alert(1)</script> <!-- & "quotes"';

const head = () => document.head;
const ldScripts = () => [...head().querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
const ldOfType = (type: string) =>
  ldScripts()
    .map((s) => JSON.parse(s.text) as Record<string, unknown>)
    .find((d) => d['@type'] === type);
const meta = (name: string) => head().querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const canonical = () => head().querySelector('link[rel="canonical"]')?.getAttribute('href');
const alternates = () =>
  Object.fromEntries(
    [...head().querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );

const Seo = observer(function Seo(props: SeoInput) {
  useSeo(props);
  return null;
});

afterEach(() => {
  for (const el of [...head().querySelectorAll('[data-seo]')]) el.remove();
});

describe('JSON-LD escaping', () => {
  it('turns every < into \\u003c so a value cannot close the script, and the JSON still reads back the same', () => {
    const text = jsonLdText({ name: EVIL, nested: [{ title: '</SCRIPT>' }] });
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual({ name: EVIL, nested: [{ title: '</SCRIPT>' }] });
  });

  it('a JSON-LD script in the head cannot be broken out of, and no other script appears', () => {
    const manager = new HeadManager(document);
    manager.push({ title: 't', jsonLd: [{ '@type': 'Product', name: EVIL }] });
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(scripts[0]?.text.toLowerCase()).not.toContain('</script');
    expect(scripts[0]?.text).not.toContain('<!--');
    expect(JSON.parse(scripts[0]?.text ?? '')).toEqual({ '@type': 'Product', name: EVIL });
    // Serialised the way a prerender would write it, the script still ends where it should.
    expect(head().outerHTML.match(/<\/script>/gi)).toHaveLength(1);
  });

  it('the product page escapes a product title containing </script>', async () => {
    const family = aFakeFamily();
    const products = recordingPort<ProductPort>(family.fakes.products, {
      getProduct: async (id, ctx) => {
        const real = await family.fakes.products.getProduct(id, ctx);
        return real.ok ? ok({ ...real.value, title: EVIL }) : real;
      },
    });
    const world = givenAShop({ ...family, ports: [bindingOf(PRODUCT_PORT, products.port)] });
    await shopSettingsLoaded(world);
    await renderCatalogScreen(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { world, path: `/product/${seedFacts().productWithoutVariantsId}` },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect((ldOfType('Product')?.['offers'] as Record<string, unknown> | undefined)?.['price']).toBeDefined(),
    );
    for (const script of ldScripts()) expect(script.text.toLowerCase()).not.toContain('</script');
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    const product = ldOfType('Product');
    expect(product?.['name']).toBe(EVIL);
    expect(document.title).toBe(`${EVIL} | LEMNIA EN`);
  });
});

describe('product JSON-LD', () => {
  it('has offers with the shown price, the store currency and availability, plus a BreadcrumbList', async () => {
    const world = givenAShop();
    await shopSettingsLoaded(world);
    await renderCatalogScreen(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { world, path: `/product/${seedFacts().productWithoutVariantsId}?utm_source=x` },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(ldOfType('Product')?.['offers']).toBeDefined());
    const offers = ldOfType('Product')?.['offers'] as Record<string, unknown>;
    const shown = Number(
      (screen.getByTestId('product-summary').querySelector('[data-testid="price"]')?.textContent ?? '').replace(/[^\d.]/g, ''),
    );
    expect(offers['@type']).toBe('Offer');
    expect(Number(offers['price'])).toBe(shown);
    expect(offers['priceCurrency']).toBe('RON');
    expect(offers['availability']).toBe('https://schema.org/InStock');
    const crumbs = ldOfType('BreadcrumbList')?.['itemListElement'] as { position: number; name: string }[];
    expect(crumbs[0]).toMatchObject({ position: 1, name: 'Homepage' });
    expect(canonical()).toBe(`${window.location.origin}/product/${seedFacts().productWithoutVariantsId}`);
  });

  it('a price-request product has no offer price', async () => {
    const world = givenAShop();
    await renderCatalogScreen(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { world, path: `/product/${seedFacts().priceRequestProductId}` },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(ldOfType('Product')).toBeDefined());
    expect(ldOfType('Product')?.['offers']).toBeUndefined();
  });
});

describe('useSeo: title, description, canonical, hreflang, robots', () => {
  it('writes them for the page and removes them when it goes', () => {
    const { unmount } = renderWithStores(<Seo title="Sofas" description="  All our   sofas " />, {
      path: '/sofas?sort=<script>&page=-3',
    });
    expect(document.title).toBe('Sofas | Lemnia');
    expect(meta('description')).toBe('All our sofas');
    expect(meta('robots')).toBe('index,follow');
    expect(canonical()).toBe(`${window.location.origin}/sofas`);
    // The test build's language is en: en lives at the plain path, de and ro under /de/ and /ro/.
    expect(alternates()).toEqual({
      de: `${window.location.origin}/de/sofas`,
      ro: `${window.location.origin}/ro/sofas`,
      en: `${window.location.origin}/sofas`,
      'x-default': `${window.location.origin}/sofas`,
    });
    unmount();
    expect(head().querySelectorAll('[data-seo]')).toHaveLength(0);
  });

  it('the canonical of another interface language is under its code, with the kept query parameters', () => {
    const world = givenAShop();
    world.root.shop.setLanguage('de');
    renderWithStores(<Seo title="Sofas" canonicalQuery={{ page: '2' }} />, { world, path: '/sofas?page=2&junk=1' });
    expect(canonical()).toBe(`${window.location.origin}/de/sofas?page=2`);
    expect(alternates()['en']).toBe(`${window.location.origin}/sofas?page=2`);
  });

  it('the most recent page wins; when it goes, the one below comes back', () => {
    const outer = renderWithStores(<Seo title="Outer" />, { path: '/a' });
    const inner = renderWithStores(<Seo title="Inner" robots="noindex,follow" />, { path: '/b' });
    expect(document.title).toBe('Inner | Lemnia');
    expect(meta('robots')).toBe('noindex,follow');
    inner.unmount();
    expect(document.title).toBe('Outer | Lemnia');
    expect(canonical()).toBe(`${window.location.origin}/a`);
    outer.unmount();
  });
});

describe('listing and home SEO', () => {
  it('a listing drops junk from the canonical and keeps the page number', async () => {
    const world = givenAShop();
    const { unmount } = await renderCatalogScreen(<ListingPage source="all" />, {
      world,
      path: '/products?sort=<script>&page=-3',
    });
    await waitFor(() => expect(document.title).toMatch(/^All products \| /));
    expect(canonical()).toBe(`${window.location.origin}/products`);
    expect(ldOfType('BreadcrumbList')).toBeDefined();
    unmount();
    await renderCatalogScreen(<ListingPage source="all" />, { world, path: '/products?page=2&sort=priceLowToHigh' });
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/products?page=2`));
  });

  it('a filtered listing is not indexed', async () => {
    await renderCatalogScreen(<ListingPage source="all" />, { path: '/products?brand=1' });
    await waitFor(() => expect(meta('robots')).toBe('noindex,follow'));
  });

  it('the home page describes the store as an Organization with its contact data', async () => {
    const world = givenAShop({ config: { language: 'ro' } });
    await shopSettingsLoaded(world);
    renderWithStores(<HomePage />, { world });
    await waitFor(() => expect(ldOfType('OnlineStore')).toBeDefined());
    const organisation = ldOfType('OnlineStore');
    expect(organisation?.['telephone']).toBe('+40 21 555 0142');
    expect(organisation?.['address']).toMatchObject({ addressLocality: 'București', postalCode: '030823' });
    expect(document.title).toBe('LEMNIA RO');
    expect(canonical()).toBe(`${window.location.origin}/`);
  });
});
