import type { LanguageCode } from '../../ports/model/shop-context';
import { languagePrefix, splitLanguagePath } from '../domain/language-path';
import { PERSONAL } from '../app/page-openers';

const SEARCH = /^\/search(\/|$)/i;

/**
 * The path as a log line may hold it, with nothing of the shopper in it: the names of the query's
 * parameters without their values, and of the shopper's own pages and of a search only the first
 * segment (`/guest/…`, `/en/search/…`: order references, tokens and search terms stay out).
 */
export function loggablePath(url: URL, shopLanguage: LanguageCode): string {
  const { language, path } = splitLanguagePath(url.pathname, shopLanguage);
  const prefix = path === url.pathname ? '' : languagePrefix(language, shopLanguage) || `/${language}`;
  const cut = PERSONAL.test(path) || SEARCH.test(path) ? path.replace(/^(\/[^/]*)\/.+$/, '$1/…') : path;
  const names = [...new Set(url.searchParams.keys())];
  return `${prefix}${cut}${names.length > 0 ? `?${names.join('&')}` : ''}`;
}
