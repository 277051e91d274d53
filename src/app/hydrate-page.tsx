import type { Container } from 'inversify';
import { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/load-messages';
import { QueryCache } from '../shared/query-cache';
import { App } from './app';
import { HydrationMark } from './hydration-mark';
import { loadPage } from './page-load';
import { readPageData } from './page-data';
import type { RootStore } from './root-store';

export interface Hydration {
  container: Container;
  root: RootStore;
  element: HTMLElement;
  /** The text of the page's data script. */
  text: string | null;
  onRecoverableError(error: unknown): void;
}

/**
 * Takes over a page rendered on the server: the answers it read are seeded into the query cache,
 * the page's reads run again from them (nothing is asked again), and React hydrates the same
 * tree. The shopper's own state (stored session, cart, consent) is read once it has hydrated, so
 * the first render matches the server's. False: the page carries no usable data.
 */
export async function hydratePage({ container, root, element, text, onRecoverableError }: Hydration): Promise<boolean> {
  const data = readPageData(text);
  if (data === null) return false;
  const cache = container.get(QueryCache);
  cache.seed(data.answers);
  root.shop.setLanguage(data.language);
  const [messages] = await Promise.all([loadMessages(data.language), loadPage(root, cache, new URL(window.location.href))]);
  const hydrated = new Promise<void>((resolve) =>
    hydrateRoot(
      element,
      <>
        <App root={root} initialMessages={messages} />
        <HydrationMark onDone={resolve} />
      </>,
      { onRecoverableError },
    ),
  );
  await hydrated;
  const path = window.location.pathname + window.location.search;
  for (const step = root.startSteps(path); ;) {
    const next = step.next();
    if (next.done) {
      if (next.value === 'reload') window.location.reload();
      return true;
    }
  }
}
