import type { components } from '../../../adapters/http/generated/search-service';
import type { SearchContentHit, SearchProductHit } from '../../../ports/model/search';
import type { LanguageCode } from '../../../ports/model/shop-context';

type Search = components['schemas'];

/** The locales an index of one language serves (its documents' `urls` keys). */
export const LOCALES_OF: Readonly<Record<LanguageCode, readonly string[]>> = {
  ro: ['ro_RO'],
  de: ['de_DE', 'de_AT'],
  en: ['en_US'],
};
const COUNTRIES = ['DE', 'AT', 'RO'] as const;

/**
 * A product document. The fake keeps one net euro price for every country. A product without
 * variants has no PSE, but the document's pse_id is required: it goes out as 0.
 */
export const productHitWire = (hit: SearchProductHit, language: LanguageCode): Search['ProductHit'] => ({
  id: hit.id,
  ref: hit.ref,
  title: hit.title,
  urls: Object.fromEntries(LOCALES_OF[language].map((locale) => [locale, hit.url])),
  images: hit.images.map((image) => ({ image_url: image.url, visible: image.visible ? 1 : 0, position: image.position })),
  prices: Object.fromEntries(COUNTRIES.map((country) => [country, { EUR: hit.netPrice }])),
  listen_price: hit.listNetPrice,
  stock: hit.stock,
  categories: hit.categories,
  associated_keywords: hit.colour === null ? null : JSON.stringify({ color: hit.colour }),
  pse_id: hit.pseId ?? 0,
  is_visible: true,
});

export const contentHitWire = (hit: SearchContentHit): Search['ContentHit'] => ({ ...hit, is_visible: true });

const CATEGORY_FILTER = /^categories\s*=\s*"((?:[^"\\]|\\.)*)"$/;

/**
 * The category of a filter (`is_visible = true`, optionally with `categories = "…"`), undefined
 * for none, or null for a filter this service does not understand.
 */
export function categoryOfFilter(filter: unknown): string | undefined | null {
  const parts = (Array.isArray(filter) ? filter.flat() : filter === undefined ? [] : [filter]) as unknown[];
  let category: string | undefined;
  for (const part of parts) {
    if (typeof part !== 'string') return null;
    if (/^is_visible\s*=\s*true$/.test(part.trim())) continue;
    const match = CATEGORY_FILTER.exec(part.trim());
    if (match?.[1] === undefined) return null;
    category = match[1].replace(/\\(.)/g, '$1');
  }
  return category;
}
