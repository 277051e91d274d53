import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryConnectivity } from '../../adapters/browser/in-memory-connectivity';
import type { AppConfig } from '../../ports/config-port';
import { CONNECTIVITY_PORT } from '../../ports/connectivity-port';
import { CONTENT_PORT, type ContentPort } from '../../ports/content-port';
import type { Content, InfoPage } from '../../ports/model/content';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import InfoPageScreen from '../../src/features/content/info-page';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

const CONTENT_IDS: Partial<Record<InfoPage, number>> = { 'data-protection': 501, warranty: 502 };

const PRIVACY: Content = {
  id: 501,
  title: 'Privacy policy',
  html:
    '<h2>Privacy at a glance</h2><p>We care about your data.</p>' +
    '<script>window.__infoPagePwned = true</script>' +
    '<img src="/x.png" alt="" onerror="window.__infoPagePwned = true">' +
    '<a href="javascript:window.__infoPagePwned = true">tricky link</a>',
  url: 'data-protection',
  postscriptum: null,
};

const WARRANTY: Content = {
  id: 502,
  title: 'Condiții de garanție',
  html: '<p>Garanție 24 de luni.</p>',
  url: 'warranty',
  postscriptum: null,
};

function givenInfoPages(
  options: {
    config?: Partial<AppConfig>;
    answer?: (id: number) => Promise<Result<Content>>;
    connection?: InMemoryConnectivity;
  } = {},
) {
  const getContent = vi.fn<ContentPort['getContent']>(
    options.answer ??
      ((id) =>
        Promise.resolve(
          id === 501 ? ok(PRIVACY) : id === 502 ? ok(WARRANTY) : fail(portError('not-found', 'Content not found', 404)),
        )),
  );
  const content: ContentPort = { getContent, listFolder: () => Promise.resolve(ok([])) };
  const world = givenAShopWithStoreData(
    { locale: { infoPageContentIds: CONTENT_IDS } },
    {
      config: options.config,
      ports: [
        bindingOf(CONTENT_PORT, content),
        bindingOf(CONNECTIVITY_PORT, options.connection ?? new InMemoryConnectivity(true)),
      ],
    },
  );
  return { world, getContent };
}

afterEach(() => vi.restoreAllMocks());

describe('info pages', () => {
  it("shows the configured content's title and its sanitised HTML: no script survives", async () => {
    const { world, getContent } = givenInfoPages();
    const { container } = renderWithStores(<InfoPageScreen page="data-protection" />, { path: '/datenschutz', world });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Privacy policy');
    expect(getContent).toHaveBeenCalledWith(501, world.root.shop.context);
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy at a glance' })).toBeTruthy();
    expect(screen.getByText('We care about your data.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    const attributes = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.filter((value) => value.includes('__infoPagePwned'))).toEqual([]);
    expect(container.textContent).not.toContain('__infoPagePwned');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('tricky link').getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { __infoPagePwned?: boolean }).__infoPagePwned).toBeUndefined();
  });

  it('shows breadcrumbs Homepage > title and sets the document title', async () => {
    const { world } = givenInfoPages();
    renderWithStores(<InfoPageScreen page="data-protection" />, { path: '/data-protection', world });
    await screen.findByRole('heading', { level: 1 });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Privacy policy').getAttribute('aria-current')).toBe('page');
    const siteName = world.root.shop.localeConfig.value?.siteName;
    expect(siteName).toBeTruthy();
    expect(document.title).toBe(`Privacy policy | ${siteName}`);
  });

  it('reserves the space with a skeleton while the content loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const { world } = givenInfoPages({ answer: async () => (await gate, ok(PRIVACY)) });
    const { container } = renderWithStores(<InfoPageScreen page="data-protection" />, { path: '/datenschutz', world });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    release();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Privacy policy');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('offers a retry when the content cannot be loaded, and the retry shows it', async () => {
    const { world, getContent } = givenInfoPages({
      answer: () => Promise.resolve(fail(portError('network', 'Failed to fetch'))),
    });
    renderWithStores(<InfoPageScreen page="data-protection" />, { path: '/datenschutz', world });
    expect(await screen.findByRole('alert')).toBeTruthy();
    getContent.mockResolvedValueOnce(ok(PRIVACY));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Privacy policy');
  });

  it('loads the content by itself when the connection returns, as every failed load with a retry does', async () => {
    const connection = new InMemoryConnectivity(false);
    const offline = fail(portError('network', 'Failed to fetch'));
    const { world } = givenInfoPages({ connection, answer: async () => (connection.isOnline() ? ok(PRIVACY) : offline) });
    renderWithStores(<InfoPageScreen page="data-protection" />, { path: '/datenschutz', world });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await act(async () => connection.set(true));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Privacy policy');
  });

  it('shows a Romania-only page on the RO satellite', async () => {
    const { world } = givenInfoPages({ config: { satellite: 'RO' } });
    renderWithStores(<InfoPageScreen page="warranty" />, { path: '/conditii-de-garantie.html', world });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Condiții de garanție');
  });

  it('shows the not-found screen for a Romania-only page outside the RO satellite', async () => {
    const { world, getContent } = givenInfoPages({ config: { satellite: 'DE', locale: 'de_DE', language: 'de' } });
    renderWithStores(<InfoPageScreen page="warranty" />, { path: '/conditii-de-garantie.html', world });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sorry, the page was not found');
    // The shell loads its menu content pages; the warranty page's content is never asked for.
    expect(getContent.mock.calls.map(([id]) => id)).not.toContain(CONTENT_IDS.warranty);
  });
});
