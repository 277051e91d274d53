import type { InfoPage } from '../../ports/model/content';

export type SlugSet = 'german' | 'translated';

export interface InfoPagePath {
  page: InfoPage;
  germanPath: string;
  slugPath: string;
  romaniaOnly: boolean;
}

const entry = (page: InfoPage, germanPath: string, slugPath = germanPath, romaniaOnly = false): InfoPagePath => ({
  page,
  germanPath,
  slugPath,
  romaniaOnly,
});

export const INFO_PAGE_PATHS: readonly InfoPagePath[] = [
  entry('pay', '/bezahlen', '/pay'),
  entry('delivery', '/lieferung', '/delivery'),
  entry('data-protection', '/datenschutz', '/data-protection'),
  entry('terms-and-conditions', '/agb.html', '/terms-and-conditions'),
  entry('faq', '/faq'),
  entry('press', '/presse', '/press'),
  entry('imprint', '/Impressum', '/imprint'),
  entry('right-of-withdrawal', '/widerrufsrecht', '/right-of-withdrawal'),
  entry('shipping-costs', '/versandkosten', '/shipping-costs'),
  entry('blog', '/blog'),
  entry('about', '/about'),
  entry('contact', '/contact'),
  entry('warranty', '/conditii-de-garantie.html', '/conditii-de-garantie.html', true),
  entry('user-manual', '/manual-de-utilizare-1.html', '/manual-de-utilizare-1.html', true),
];

const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

export function infoPageForPath(path: string): InfoPage | null {
  const wanted = normalise(path);
  const found = INFO_PAGE_PATHS.find((info) => normalise(info.germanPath) === wanted || normalise(info.slugPath) === wanted);
  return found?.page ?? null;
}

export function infoPagePath(page: InfoPage, slugSet: SlugSet): string {
  const found = INFO_PAGE_PATHS.find((info) => info.page === page);
  if (found === undefined) return '/';
  return slugSet === 'german' ? found.germanPath : found.slugPath;
}
