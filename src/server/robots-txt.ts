import { LANGUAGES, type LanguageCode } from '../../ports/model/shop-context';
import { localizedPath } from '../domain/language-path';

/** The shopper's own pages (and the shop's own search results): nothing for a crawler. */
export const SHOPPER_PATHS = [
  '/cart',
  '/checkout',
  '/account',
  '/login-register',
  '/logout',
  '/forgot-password',
  '/order-placed',
  '/order-failed',
  '/guest/',
  '/paypal/',
  '/amazon-pay/',
  '/search/',
];

/**
 * robots.txt: every page but the shopper's own, in every language's URLs, and where the sitemap
 * is (null: the static build, which has none).
 */
export function robotsTxt(shopLanguage: LanguageCode, sitemapUrl: string | null): string {
  const languages = [shopLanguage, ...LANGUAGES.filter((language) => language !== shopLanguage)];
  const disallowed = languages.flatMap((language) => SHOPPER_PATHS.map((path) => localizedPath(path, language, shopLanguage)));
  const lines = ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`)];
  return `${[...lines, ...(sitemapUrl === null ? [] : ['', `Sitemap: ${sitemapUrl}`])].join('\n')}\n`;
}
