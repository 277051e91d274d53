import type { Container } from 'inversify';
import { CLOCK_PORT } from '../../ports/clock-port';
import { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/load-messages';
import { QueryCache } from '../shared/query-cache';
import { App } from './app';
import { HydrationMark } from './hydration-mark';
import { loadPage } from './page-load';
import { PAGE_DATA_ID } from './page-data';
import { readPageData } from './read-page-data';
import { seedAnswers } from './seed-answers';
import type { RootStore } from './root-store';

/**
 * Takes over a page rendered on the server: the answers it read are seeded into the query cache,
 * the page's reads run again from them (nothing is asked again), and React hydrates the same
 * tree. The shopper's own state (stored session, cart, consent) is read once it has hydrated, so
 * the first render matches the server's. False: the page carries no usable data.
 */
export async function hydratePage(
  container: Container,
  root: RootStore,
  element: HTMLElement,
  onRecoverableError: (error: unknown) => void,
): Promise<boolean> {
  const data = readPageData(document.getElementById(PAGE_DATA_ID)?.textContent);
  if (data === null) return false;
  const cache = container.get(QueryCache);
  await seedAnswers(cache, data.answers);
  root.shop.setLanguage(data.language);
  const [messages] = await Promise.all([
    loadMessages(data.language),
    loadPage(root, cache, container.get(CLOCK_PORT), new URL(window.location.href)),
  ]);
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
      requestAnimationFrame(() => setTimeout(() => void root.errorReporting.start(), 0));
      return true;
    }
  }
}
