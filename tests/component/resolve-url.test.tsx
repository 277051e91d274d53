import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PORT, type ContentPort } from '../../ports/content-port';
import type { Content } from '../../ports/model/content';
import type { ResolvedUrl } from '../../ports/model/resolved-url';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import { URL_RESOLVER_PORT, type UrlResolverPort } from '../../ports/url-resolver-port';
import { QueryCache } from '../../src/shared/query-cache';
import ResolveUrlPage from '../../src/features/product/resolve-url-page';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

// The colleagues' pages are replaced by recorders: these tests check which page gets which props.
vi.mock('../../src/features/catalog/listing-page', async () => {
  const { createElement } = await import('react');
  return { default: (props: object) => createElement('output', { 'data-testid': 'listing-page' }, JSON.stringify(props)) };
});
vi.mock('../../src/features/product/product-page', async () => {
  const { createElement } = await import('react');
  return { default: (props: object) => createElement('output', { 'data-testid': 'product-page' }, JSON.stringify(props)) };
});

const PATH = '/wohnzimmer/samtsofa-luna.html';

const content = (overrides: Partial<Content> = {}): Content => ({
  id: 31,
  title: 'Living with velvet',
  html: '<p>Soft <strong>velvet</strong> for long evenings.</p>',
  url: 'living-with-velvet.html',
  postscriptum: null,
  ...overrides,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function givenResolver(
  answer: Result<ResolvedUrl> | Promise<Result<ResolvedUrl>>,
  contentAnswer: Result<Content> = ok(content()),
) {
  const resolveUrl = vi.fn<UrlResolverPort['resolveUrl']>(() => Promise.resolve(answer));
  const getContent = vi.fn<ContentPort['getContent']>(() => Promise.resolve(contentAnswer));
  const content: ContentPort = { getContent, listFolder: () => Promise.resolve(ok([])) };
  // No content pages in the menu: every content request comes from the page under test.
  const world = givenAShopWithStoreData(
    { locale: { menuContentIds: [] } },
    { ports: [bindingOf(URL_RESOLVER_PORT, { resolveUrl }), bindingOf(CONTENT_PORT, content)] },
  );
  return { world, resolveUrl, getContent };
}

const propsOf = async (testId: string): Promise<unknown> => JSON.parse((await screen.findByTestId(testId)).textContent ?? 'null');

afterEach(() => vi.restoreAllMocks());

describe('URL resolving', () => {
  it("shows 'Please wait...' while resolving, then the product page with the product id", async () => {
    const answer = deferred<Result<ResolvedUrl>>();
    const { world, resolveUrl } = givenResolver(answer.promise);
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });

    expect(screen.getByRole('status').textContent).toBe('Please wait...');
    expect(resolveUrl).toHaveBeenCalledWith('wohnzimmer/samtsofa-luna.html', 'en_US');
    expect(screen.queryByTestId('product-page')).toBeNull();

    answer.resolve(ok({ kind: 'product', id: 4711 }));
    expect(await propsOf('product-page')).toEqual({ productId: 4711 });
    expect(screen.queryByText('Please wait...')).toBeNull();
  });

  it("starts the resolved screen's stores downloading together with its code", async () => {
    const product = givenResolver(ok({ kind: 'product', id: 4711 })).world;
    renderWithStores(<ResolveUrlPage />, { path: PATH, world: product });
    await screen.findByTestId('product-page');
    await waitFor(() => expect(product.root.productPage.value).toBeDefined());
    expect(product.root.listingPage.value).toBeUndefined();
  });

  it("starts the listing screens' stores for a resolved category", async () => {
    const { world } = givenResolver(ok({ kind: 'category', id: 12, title: 'Sofas' }));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    await screen.findByTestId('listing-page');
    await waitFor(() => expect(world.root.listingPage.value).toBeDefined());
    expect(world.root.productPage.value).toBeUndefined();
  });

  it('caches the resolution under resolve:<locale>:<path>', async () => {
    const { world } = givenResolver(ok({ kind: 'product', id: 4711 }));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    await screen.findByTestId('product-page');
    expect(world.container.get(QueryCache).peek('resolve:en_US:wohnzimmer/samtsofa-luna.html')).toEqual({
      kind: 'product',
      id: 4711,
    });
  });

  it('shows a variant (pse) as the product page with the pse id', async () => {
    const { world } = givenResolver(ok({ kind: 'pse', id: 905 }));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect(await propsOf('product-page')).toEqual({ pseId: 905 });
  });

  it('shows a category as the category listing with its id and title', async () => {
    const { world } = givenResolver(ok({ kind: 'category', id: 12, title: 'Sofas' }));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect(await propsOf('listing-page')).toEqual({ source: 'category', categoryId: 12, title: 'Sofas' });
  });

  it('shows a brand as the brand listing with its id and title', async () => {
    const { world } = givenResolver(ok({ kind: 'brand', id: 7, title: 'Nordholm' }));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect(await propsOf('listing-page')).toEqual({ source: 'brand', brandId: 7, title: 'Nordholm' });
  });

  it('shows plain content with its title and sanitised HTML', async () => {
    const { world, getContent } = givenResolver(ok({ kind: 'content', id: 31 }));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Living with velvet');
    expect(screen.getByText('velvet', { selector: 'strong' })).toBeTruthy();
    expect(getContent).toHaveBeenCalledWith(31, world.root.shop.context);
    expect(screen.queryByTestId('listing-page')).toBeNull();
  });

  it('shows content whose postscriptum holds brand_id and category_id as the filtered listing', async () => {
    const { world } = givenResolver(
      ok({ kind: 'content', id: 31 }),
      ok(content({ title: 'Nordholm sofas', postscriptum: '{"brand_id": 7, "category_id": "12"}' })),
    );
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect(await propsOf('listing-page')).toEqual({
      source: 'content-filter',
      categoryId: 12,
      brandId: 7,
      title: 'Nordholm sofas',
    });
  });

  it('logs a malformed postscriptum and shows the content as plain content', async () => {
    const { world } = givenResolver(
      ok({ kind: 'content', id: 31 }),
      ok(content({ postscriptum: '{"brand_id": 7, category_id' })),
    );
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Living with velvet');
    expect(world.logger.warnings).toHaveLength(1);
    expect(world.logger.warnings[0]).toContain('postscriptum');
    expect(screen.queryByTestId('listing-page')).toBeNull();
  });

  it("shows 'The URL could not be resolved' when resolving fails", async () => {
    const { world } = givenResolver(fail(portError('not-found', 'No rewriting for this url', 404)));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The URL could not be resolved');
  });

  it("shows 'The requested content could not be found' when the content fetch fails", async () => {
    const { world } = givenResolver(ok({ kind: 'content', id: 31 }), fail(portError('not-found', 'Content not found', 404)));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The requested content could not be found');
  });

  it('offers a retry instead of not-found on a network failure, and the retry resolves', async () => {
    const { world, resolveUrl } = givenResolver(fail(portError('network', 'Failed to fetch')));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(screen.queryByRole('heading', { name: 'The URL could not be resolved' })).toBeNull();

    resolveUrl.mockResolvedValueOnce(ok({ kind: 'product', id: 4711 }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await propsOf('product-page')).toEqual({ productId: 4711 });
    expect(resolveUrl).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the content fetch hits a network failure', async () => {
    const { world } = givenResolver(ok({ kind: 'content', id: 31 }), fail(portError('network', 'Failed to fetch')));
    renderWithStores(<ResolveUrlPage />, { path: PATH, world });
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
  });
});
