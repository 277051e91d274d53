import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import en from '../../src/i18n/compiled/en.json';
import type { Messages } from '../../src/i18n/load-messages';
import { StoreProvider } from '../../src/shared/store-context';
import { givenAShop, type TestWorld } from './build-root-store';

/** The English catalogs: the first load's and every one downloaded later (areas, screen families). */
const later = import.meta.glob<Messages>('../../src/i18n/compiled/*-en.json', { eager: true, import: 'default' });
const ENGLISH = Object.assign({}, en, ...Object.values(later)) as Messages;

/** Renders UI the way the app does: intl (English), stores over the fakes, and a router at `path`. */
export function renderWithStores(
  ui: ReactElement,
  options: { path?: string; world?: TestWorld } = {},
): RenderResult & { world: TestWorld } {
  const world = options.world ?? givenAShop();
  const result = render(
    <IntlProvider locale="en-GB" messages={ENGLISH} defaultLocale="en">
      <StoreProvider root={world.root}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </StoreProvider>
    </IntlProvider>,
  );
  return { ...result, world };
}

/** The customer and checkout screens, once their stores have downloaded (as the app's feature areas wait for them). */
export async function renderAccountScreen(
  ui: ReactElement,
  options: { path?: string; world?: TestWorld } = {},
): Promise<RenderResult & { world: TestWorld }> {
  const world = options.world ?? givenAShop();
  await Promise.all([world.root.accountFeature.load(), world.root.checkoutFeature.load()]);
  return renderWithStores(ui, { ...options, world });
}

/** The checkout and its outcome pages, once their stores have downloaded (as the app's checkout area waits for them). */
export async function renderCheckoutScreen(
  ui: ReactElement,
  options: { path?: string; world?: TestWorld } = {},
): Promise<RenderResult & { world: TestWorld }> {
  const world = options.world ?? givenAShop();
  await world.root.checkoutFeature.load();
  return renderWithStores(ui, { ...options, world });
}

/** A product or listing screen, once their stores have downloaded (as the app's catalogue pages wait for them). */
export async function renderCatalogScreen(
  ui: ReactElement,
  options: { path?: string; world?: TestWorld } = {},
): Promise<RenderResult & { world: TestWorld }> {
  const world = options.world ?? givenAShop();
  await Promise.all([world.root.productPage.load(), world.root.listingPage.load()]);
  return renderWithStores(ui, { ...options, world });
}
