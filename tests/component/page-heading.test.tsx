import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageHeading } from '../../src/shared/components/page-heading';

const routes: RouteObject[] = [
  { path: '/', element: <PageHeading>Home</PageHeading> },
  { path: '/sofas', element: <PageHeading>Sofas</PageHeading> },
];

function givenAVisitOpeningOn(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { navigateTo: (to: string) => act(() => router.navigate(to)) };
}

describe('the page heading', () => {
  it('takes focus after a navigation, so screen readers announce the new page', async () => {
    const visit = givenAVisitOpeningOn('/');
    await visit.navigateTo('/sofas');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sofas' }));
  });

  it('leaves the focus where it is on the page the visit opens on (the browser announces that one)', () => {
    givenAVisitOpeningOn('/sofas');
    expect(document.activeElement).toBe(document.body);
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
