import { LANGUAGES, type LanguageCode } from '../../ports/model/shop-context';
import { localizedPath } from '../domain/language-path';
import type { SitemapEntry } from './sitemap-xml';

/** Where the shop is: its origin, and the language at its plain paths. */
export interface SitemapSite {
  origin: string;
  shopLanguage: LanguageCode;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPath = (language: LanguageCode): string => `/sitemap-${language}.xml`;

/** An absolute address on the shop's origin, percent-encoded as a URL must be. */
export const absoluteUrl = (site: SitemapSite, path: string): string => new URL(path, site.origin).href;

/** The addresses of the sitemaps the index lists: one per language. */
export const languageSitemapUrls = (site: SitemapSite): string[] =>
  LANGUAGES.map((language) => absoluteUrl(site, sitemapPath(language)));

/** The pages of one language's sitemap at that language's URLs, each with its URL in every language and x-default. */
export function sitemapEntries(site: SitemapSite, language: LanguageCode, paths: readonly string[]): SitemapEntry[] {
  const inLanguage = (path: string, code: LanguageCode) => absoluteUrl(site, localizedPath(path, code, site.shopLanguage));
  return paths.map((path) => ({
    loc: inLanguage(path, language),
    alternates: [
      ...LANGUAGES.map((code) => ({ hreflang: code, href: inLanguage(path, code) })),
      { hreflang: 'x-default', href: inLanguage(path, site.shopLanguage) },
    ],
  }));
}
