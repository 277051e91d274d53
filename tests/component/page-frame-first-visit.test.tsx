import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { AppRoutes } from '../../src/app/app-routes';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

describe('the page frame on a first visit', () => {
  it('waits for the locale config, then shows the header with its sales bar at once, so nothing below moves', async () => {
    const knobs = new FakeKnobs();
    knobs.latencyMs = 150;
    const world = givenAShop({ knobs });
    renderWithStores(<AppRoutes />, { world, path: '/' });
    expect(screen.queryByRole('banner')).toBeNull();

    const header = await screen.findByRole('banner', {}, { timeout: 3000 });
    expect(world.root.shop.localeConfig.status).toBe('ready');
    expect(header.querySelector('section[aria-label="Current offer"]')).not.toBeNull();
  });

  it('shows the consent banner before the locale config arrives: it needs none and is fixed over the page', async () => {
    const knobs = new FakeKnobs();
    knobs.latencyMs = 150;
    const world = givenAShop({ knobs });
    renderWithStores(<AppRoutes />, { world, path: '/' });

    expect(screen.getByRole('dialog', { name: 'Cookies and your privacy' })).toBeTruthy();
    expect(world.root.shop.localeConfig.isLoading).toBe(true);
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
