import { observer } from 'mobx-react-lite';
import { lazy, type ComponentType } from 'react';
import type { LanguageCode } from '../../ports/model/shop-context';
import { WithMessages } from './area-messages';
import { rethrowAsLoadFailure } from './code-load-failure';
import { loadAttempt } from './load-attempt';
import { loadAreasMessages, type ScreenFamily } from './load-area-messages';
import { useStores } from './store-context';

type Module<P> = Promise<{ default: ComponentType<P> }>;

/** A lazy screen, whose code and messages can start downloading before it is first shown. */
export type LazyScreen<P> = ComponentType<P> & { preload(language: LanguageCode): void };

/**
 * A screen or panel whose code and messages both download when it is first shown (the home page's
 * messages are in the first load, the others in the catalog of the screen's family: the ids its
 * family's code uses, scripts/screen-families.mjs). The two requests start together; it renders
 * once both have arrived.
 */
export function lazyScreen<P extends object>(importer: () => Module<P>, family: ScreenFamily): LazyScreen<P> {
  let code: Module<P> | undefined;
  const downloadCode = (): Module<P> =>
    (code ??= importer().catch((error: unknown) => {
      code = undefined;
      return rethrowAsLoadFailure(error);
    }));
  const download = (language: LanguageCode) => Promise.all([downloadCode(), loadAreasMessages([family], language)]);
  const screens = new Map<LanguageCode, { screen: ComponentType<P>; failedIn?: number }>();
  const screenIn = (language: LanguageCode) => {
    let entry = screens.get(language);
    // A failed download is asked for again in the shopper's next attempt (ScreenBoundary's retry).
    if (!entry || (entry.failedIn !== undefined && entry.failedIn !== loadAttempt())) {
      const made: { screen: ComponentType<P>; failedIn?: number } = {
        screen: lazy(async () => {
          const [{ default: Screen }, messages] = await download(language).catch((error: unknown) => {
            made.failedIn = loadAttempt();
            return rethrowAsLoadFailure(error);
          });
          return {
            default: function ScreenWithMessages(props: P) {
              return (
                <WithMessages messages={messages}>
                  <Screen {...props} />
                </WithMessages>
              );
            },
          };
        }),
      };
      screens.set(language, made);
      entry = made;
    }
    return entry.screen;
  };
  // An observer: a change of language renders the screen with that language's messages.
  const LazyScreen = observer(function LazyScreen(props: P) {
    const Screen = screenIn(useStores().shop.language);
    return <Screen {...props} />;
  });
  // A failed download shows when the screen renders (ScreenBoundary) and asks again.
  return Object.assign(LazyScreen, { preload: (language: LanguageCode) => void download(language).catch(() => undefined) });
}
