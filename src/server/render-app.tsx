import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { IntlProvider } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import type { LanguageCode } from '../../ports/model/shop-context';
import { languagePrefix } from '../domain/language-path';
import { AppRoutes } from '../app/app-routes';
import { HydrationMark } from '../app/hydration-mark';
import type { RootStore } from '../app/root-store';
import { ServerErrorPage } from '../features/shell/server-error-page';
import { intlLocale, loadMessages } from '../i18n/load-messages';
import { AreaMessages } from '../shared/area-messages';
import { ErrorBoundary } from '../shared/components/error-boundary';
import { SanitizerContext } from '../shared/components/safe-html';
import type { HeadEntry } from '../shared/seo/head-manager';
import { HeadCollector } from '../shared/seo/head-collector';
import { StoreProvider } from '../shared/store-context';
import { serverSanitizer } from './server-sanitizer';

export interface RenderedApp {
  html: string;
  /** What the page says about itself in the head (the last page to say it wins, as in the browser). */
  head: HeadEntry | null;
}

async function prerender(root: RootStore, language: LanguageCode, tree: ReactNode): Promise<RenderedApp> {
  let head: HeadEntry | null = null;
  const messages = await loadMessages(language);
  const { prelude } = await prerenderToNodeStream(
    <HeadCollector.Provider value={(entry) => (head = entry)}>
      <IntlProvider locale={intlLocale[language]} messages={messages} defaultLocale="en">
        <SanitizerContext.Provider value={serverSanitizer()}>
          <StoreProvider root={root}>{tree}</StoreProvider>
        </SanitizerContext.Provider>
      </IntlProvider>
      <HydrationMark />
    </HeadCollector.Provider>,
    // Every boundary inline and complete: the page reads whole without JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, head };
}

/**
 * The page at this path (without its language prefix) as the browser's first render shows it
 * (src/app/app.tsx), lazy screens included, its links in the page's language.
 */
export function renderApp(root: RootStore, language: LanguageCode, path: string): Promise<RenderedApp> {
  const base = languagePrefix(language, root.shop.defaultLanguage);
  return prerender(
    root,
    language,
    <StaticRouter basename={base || undefined} location={base + path}>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </StaticRouter>,
  );
}

/** The server-error page, in the language of the host's country, for a backend that is down or too slow. */
export function renderServerError(root: RootStore, language: LanguageCode, url: URL): Promise<RenderedApp> {
  return prerender(
    root,
    language,
    <StaticRouter location={url.pathname + url.search}>
      <AreaMessages areas={['server-error']}>
        <ServerErrorPage hostname={url.hostname} />
      </AreaMessages>
    </StaticRouter>,
  );
}
