import type { ClockPort } from '../../ports/clock-port';
import type { QueryCache } from '../shared/query-cache';
import { openPage, type PageOutcome } from './page-openers';
import type { RootStore } from './root-store';
import { settled } from './settled';

/**
 * Loads what the page at this URL shows, the shell's data with it (the shop's settings, the menu),
 * and resolves once every read has settled: on the server before rendering, in the browser before
 * hydrating (there from the answers the server handed over, so nothing is asked again). Null: the
 * page is the shopper's own and renders in the browser only.
 */
export async function loadPage(root: RootStore, cache: QueryCache, clock: ClockPort, url: URL): Promise<PageOutcome | null> {
  const opening = openPage(root, url);
  if (opening === null) return null;
  const stopShell = [root.pricing.start(), root.menu.start()];
  const page = await opening;
  await Promise.all([root.shop.localeConfig.ensure(), root.shop.storeInfo.ensure(), root.menu.load()]);
  await settled(cache, clock);
  page.stop();
  stopShell.forEach((stop) => stop());
  return root.shop.localeConfig.status === 'error' ? 'unavailable' : page.outcome();
}
