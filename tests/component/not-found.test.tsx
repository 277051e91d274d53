import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundView, type NotFoundReason } from '../../src/shared/components/not-found-view';
import NotFoundPage from '../../src/features/shell/not-found-page';
import { renderWithStores } from '../support/render-with-stores';

const HEADINGS: [NotFoundReason, string][] = [
  ['route-not-found', 'Sorry, the page was not found'],
  ['rewriting-failed', 'The URL could not be resolved'],
  ['product-fetch-failed', 'The requested product could not be found'],
  ['category-fetch-failed', 'The requested category could not be found'],
  ['brand-fetch-failed', 'The requested brand could not be found'],
  ['content-fetch-failed', 'The requested content could not be found'],
  ['content-type-not-found', 'The requested content type is not supported'],
];

describe('not-found screen', () => {
  it.each(HEADINGS)('/not-found?reason=%s shows "%s"', (reason, heading) => {
    renderWithStores(<NotFoundPage />, { path: `/not-found?reason=${reason}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it.each(HEADINGS)('the view rendered with reason %s shows "%s"', (reason, heading) => {
    renderWithStores(<NotFoundView reason={reason} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it('without a reason, or with an unknown one, says the page was not found', () => {
    const { unmount } = renderWithStores(<NotFoundPage />, { path: '/not-found' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, the page was not found');
    unmount();
    renderWithStores(<NotFoundPage />, { path: '/not-found?reason=%3Cscript%3E' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, the page was not found');
  });

  it('shows the breadcrumb Homepage > Not found, the cartoon and a button back home', () => {
    renderWithStores(<NotFoundPage />, { path: '/not-found?reason=product-fetch-failed' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Not found').getAttribute('aria-current')).toBe('page');
    const image = screen.getByRole('img', { name: 'A sad armchair that cannot find its room' });
    expect(image.getAttribute('src')).toBe('/not-found.svg');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('sets the document title to the heading', () => {
    renderWithStores(<NotFoundView reason="brand-fetch-failed" />);
    expect(document.title).toMatch(/^The requested brand could not be found \| /);
  });
});
