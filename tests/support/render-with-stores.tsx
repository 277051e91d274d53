import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import en from '../../src/i18n/compiled/en.json';
import type { Messages } from '../../src/i18n/load-messages';
import { StoreProvider } from '../../src/ui/store-context';
import { givenAShop, type TestWorld } from './build-root-store';

/** Renders UI the way the app does: intl (English), stores over the fakes, and a router at `path`. */
export function renderWithStores(
  ui: ReactElement,
  options: { path?: string; world?: TestWorld } = {},
): RenderResult & { world: TestWorld } {
  const world = options.world ?? givenAShop();
  const result = render(
    <IntlProvider locale="en-GB" messages={en as unknown as Messages} defaultLocale="en">
      <StoreProvider root={world.root}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </StoreProvider>
    </IntlProvider>,
  );
  return { ...result, world };
}
