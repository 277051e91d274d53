import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import en from '../../../src/i18n/compiled/en.json';
import type { Messages } from '../../../src/i18n/load-messages';
import type { RootStore } from '../../../src/app/root-store';
import { AppRoutes } from '../../../src/app/app-routes';
import { loadSanitizer } from '../../../src/shared/components/safe-html';
import { StoreProvider } from '../../../src/shared/store-context';
import { givenAShop } from '../../support/build-root-store';

/** The app's routes rendered to HTML as a server would, once every lazy screen has loaded. */
async function renderToHtml(root: RootStore, path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider locale="en-GB" messages={en as unknown as Messages} defaultLocale="en">
      <StoreProvider root={root}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </StoreProvider>
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('the app in Node (prerendering stays possible)', () => {
  it('has no window or document here, so any access while building the stores would throw', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('lets no server HTML through where DOMPurify has no DOM to sanitise with', async () => {
    const sanitize = await loadSanitizer();
    expect(sanitize('<p>Canapea <b>Amalfi</b></p><img src=x onerror=alert(1)>')).toBe('');
  });

  it('builds the fake container and its stores without touching window or document', async () => {
    const { root } = givenAShop({ unstarted: true });
    expect((await root.cartFeature.load()).cart).toBeDefined();
    expect((await root.productPage.load()).product().open({ productId: 1 })).toBeDefined();
  });

  it('renders the home page with its products and the shell', async () => {
    const { root } = givenAShop();
    const stop = root.home.start();
    await vi.waitFor(() => expect(root.home.featuredProducts.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(root.menu.ready).toBe(true));
    stop();

    const html = await renderToHtml(root, '/');

    expect(html).toContain(root.home.featuredProducts[0]!.title);
    expect(html).toContain(root.menu.fullMenu[0]!.title);
    expect(html).toContain('<footer');
  });

  it('renders a product page with its title, price and add-to-cart button', async () => {
    const { root } = givenAShop();
    const productId = seedFacts().productInStockId;
    const store = (await root.productPage.load()).product().open({ productId });
    const stop = store.start();
    await vi.waitFor(() => expect(store.addBlocker).toBeNull());
    const price = store.shownPrice?.text ?? '';
    stop();

    const html = await renderToHtml(root, `/product/${productId}`);

    expect(html).toContain(store.product!.title);
    expect(html.replace(/\u00a0/g, ' ')).toContain(price.replace(/\u00a0/g, ' '));
    expect(html).toContain('Add to cart');
  });
});
