import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useParams, type RouteObject } from 'react-router-dom';
import { PageHeading } from '../../src/shared/components/page-heading';
import { givenTheRouteStatus } from '../support/given-the-route-status';

function Category() {
  return <PageHeading>Category {useParams().id}</PageHeading>;
}

const routes: RouteObject[] = [
  { path: '/', element: <PageHeading>Home</PageHeading> },
  { path: '/sofas', element: <PageHeading>Sofas</PageHeading> },
  { path: '/c/:id', element: <Category /> },
];

function givenAVisitOpeningOn(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { navigateTo: (to: string) => act(() => router.navigate(to)) };
}

let routeStatus: ReturnType<typeof givenTheRouteStatus>;
beforeEach(() => {
  routeStatus = givenTheRouteStatus();
});
afterEach(() => routeStatus.remove());

describe('the page heading', () => {
  it('takes focus after a navigation, so screen readers announce the new page', async () => {
    const visit = givenAVisitOpeningOn('/');
    await visit.navigateTo('/sofas');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sofas' }));
  });

  it('says the new page in the polite live region after a navigation', async () => {
    const visit = givenAVisitOpeningOn('/');
    await visit.navigateTo('/sofas');
    expect(routeStatus.said()).toBe('Sofas');
  });

  it('takes focus and says the page again when a navigation keeps the same screen on a new path', async () => {
    const visit = givenAVisitOpeningOn('/c/1');
    await visit.navigateTo('/');
    await visit.navigateTo('/c/2');
    await visit.navigateTo('/c/3');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Category 3' }));
    expect(routeStatus.said()).toBe('Category 3');
  });

  it('leaves focus and live region alone on the page the visit opens on (the browser announces that one)', () => {
    givenAVisitOpeningOn('/sofas');
    expect(document.activeElement).toBe(document.body);
    expect(routeStatus.said()).toBe('');
  });

  it('leaves the focus in a field the shopper is typing in (a page that arrives late must not take it)', async () => {
    const visit = givenAVisitOpeningOn('/');
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await visit.navigateTo('/sofas');
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});
