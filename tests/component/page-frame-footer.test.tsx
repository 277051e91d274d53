import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/app-routes';
import { renderWithStores } from '../support/render-with-stores';

const page = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive(), loaded: [] as string[] };
});

// The product screen's code "arrives" when the test says so; the footer and the chat button record their download.
vi.mock('../../src/features/product/product-page', async () => {
  const { createElement, use } = await import('react');
  return {
    default: function ProductPage() {
      use(page.arrived);
      return createElement('output', { 'data-testid': 'product-page' });
    },
  };
});
vi.mock('../../src/features/shell/footer/footer-area', async () => {
  page.loaded.push('footer');
  const { createElement } = await import('react');
  return { FooterArea: () => createElement('footer', { 'data-testid': 'footer' }) };
});
vi.mock('../../src/features/consent/chat-button', async () => {
  page.loaded.push('chat');
  return { ChatButton: () => null };
});

describe('the page frame', () => {
  it("downloads the footer once the page's own code has arrived and rendered, not before", async () => {
    renderWithStores(<AppRoutes />, { path: '/product/2021' });
    await screen.findByRole('banner', {}, { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.loaded).toEqual([]);
    expect(screen.queryByTestId('footer')).toBeNull();

    page.arrive();

    await screen.findByTestId('product-page');
    expect(await screen.findByTestId('footer')).toBeTruthy();
    expect(page.loaded).toContain('footer');
  });
});
