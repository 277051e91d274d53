import type { Container } from 'inversify';
import { CLOCK_PORT } from '../../ports/clock-port';
import type { StoragePort } from '../../ports/storage-port';
import { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n/load-messages';
import { keepServerHtml } from './keep-server-html';
import { QueryCache } from '../shared/query-cache';
import { headManager } from '../shared/seo/head-manager';
import { App } from './app';
import { HeldStorage } from './held-storage';
import { HydrationMark } from './hydration-mark';
import { loadPage } from './page-load';
import { PAGE_DATA_ID } from './page-data';
import { readPageData } from './read-page-data';
import { seedAnswers } from './seed-answers';
import type { RootStore } from './root-store';

/** The browser's storage, the shopper's choices held back until the page has hydrated. */
export const holdChoices = (storage: StoragePort): HeldStorage => new HeldStorage(storage);

/** The shopper's choices, read again now that the page is the browser's: prices follow the chosen country. */
function restoreChoices(root: RootStore, held: HeldStorage): void {
  held.release();
  root.shop.restoreCountry();
  root.header.restore();
}

const HYDRATION_WAIT_MS = 5000;

/**
 * The root has hydrated; the page's screen inside it hydrates once its code has arrived (it was
 * asked for during hydration), and it then says what its head holds (the head manager rewrites the
 * document's head). Until then it must render what the server sent, so the shopper's own state
 * waits for that (at most five seconds).
 */
function screenHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (headManager().current === null) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(done);
    const timer = setTimeout(() => (observer.disconnect(), resolve()), HYDRATION_WAIT_MS);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    done();
  });
}

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
  pagePath: string,
  onRecoverableError: (error: unknown) => void,
  held: HeldStorage,
): Promise<boolean> {
  const data = readPageData(document.getElementById(PAGE_DATA_ID)?.textContent);
  if (data === null) {
    restoreChoices(root, held);
    return false;
  }
  const cache = container.get(QueryCache);
  await seedAnswers(cache, data.answers);
  const [messages] = await Promise.all([
    loadMessages(data.language),
    loadPage(root, cache, container.get(CLOCK_PORT), new URL(pagePath, window.location.origin)),
  ]);
  keepServerHtml(element);
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
  await screenHydrated();
  restoreChoices(root, held);
  for (const step = root.startSteps(pagePath); ;) {
    const next = step.next();
    if (next.done) {
      if (next.value === 'reload') window.location.reload();
      requestAnimationFrame(() => setTimeout(() => void root.errorReporting.start(), 0));
      return true;
    }
  }
}
