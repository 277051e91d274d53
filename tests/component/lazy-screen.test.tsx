import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import de from '../../src/i18n/compiled/de.json';
import type { Messages } from '../../src/i18n/load-messages';
import { lazyScreen } from '../../src/shared/lazy-screen';
import type { ScreenFamily } from '../../src/shared/load-area-messages';
import { StoreProvider } from '../../src/shared/store-context';
import { givenAShop } from '../support/build-root-store';

/** A screen that shows one message of the other screens' catalog (the advent calendar's title). */
function AdventTitle({ suffix }: { suffix: string }) {
  return (
    <h1>
      <FormattedMessage id="advent.title" defaultMessage="Advent calendar" /> {suffix}
    </h1>
  );
}

type Importer = Parameters<typeof lazyScreen<{ suffix: string }>>[0];

/** The German shop with the first load's catalog only, as the app starts. */
function renderInGerman(importer: Importer, family: ScreenFamily = 'pages', Screen = lazyScreen(importer, family)) {
  const world = givenAShop({ config: { language: 'de' } });
  render(
    <IntlProvider locale="de-DE" messages={de as unknown as Messages} defaultLocale="en">
      <StoreProvider root={world.root}>
        <Suspense fallback={<p>loading</p>}>
          <Screen suffix="2026" />
        </Suspense>
      </StoreProvider>
    </IntlProvider>,
  );
  return world;
}

describe('a screen that downloads with its messages', () => {
  it('is not in the first catalog: the screen brings it, in the shop language', async () => {
    expect(de).not.toHaveProperty(['advent.title']);
    // Awaited, so that the screen renders once what it waits for has arrived.
    await act(async () => {
      renderInGerman(() => Promise.resolve({ default: AdventTitle }));
    });

    expect(await screen.findByRole('heading', { name: 'Adventskalender 2026' })).toBeTruthy();
  });

  it("brings its own family's catalog, not another's", async () => {
    await act(async () => {
      renderInGerman(() => Promise.resolve({ default: AdventTitle }), 'product');
    });

    // The advent calendar's title is in the pages' catalog only: the product family's has no German for it.
    expect(await screen.findByRole('heading', { name: 'Advent calendar 2026' })).toBeTruthy();
  });

  it("shows the new language's messages when the shopper changes language", async () => {
    let world: ReturnType<typeof renderInGerman> | undefined;
    await act(async () => {
      world = renderInGerman(() => Promise.resolve({ default: AdventTitle }));
    });
    await screen.findByRole('heading', { name: 'Adventskalender 2026' });

    await act(async () => world?.root.shop.setLanguage('ro'));

    expect(await screen.findByRole('heading', { name: 'Calendar de Advent 2026' })).toBeTruthy();
  });

  it("asks for the screen's code at once, while its messages are still on their way", () => {
    const importer = vi.fn(() => new Promise<{ default: typeof AdventTitle }>(() => undefined));
    renderInGerman(importer);

    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('downloads ahead when preloaded, so that showing it later asks for its code no more', async () => {
    let arrive = () => undefined as void;
    const importer = vi.fn(
      () => new Promise<{ default: typeof AdventTitle }>((resolve) => (arrive = () => resolve({ default: AdventTitle }))),
    );
    const Screen = lazyScreen(importer, 'pages');
    Screen.preload('de');
    Screen.preload('de');
    expect(importer).toHaveBeenCalledTimes(1);
    arrive();

    await act(async () => {
      renderInGerman(importer, 'pages', Screen);
    });

    expect(await screen.findByRole('heading', { name: 'Adventskalender 2026' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
