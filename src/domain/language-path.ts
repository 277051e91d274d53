import { isLanguage, type LanguageCode } from '../../ports/model/shop-context';

/** A page's path split into the language its URL names and the path of the page itself. */
export interface LanguagePath {
  language: LanguageCode;
  /** The page's path without the language prefix, always starting with '/'. */
  path: string;
  /** True when the URL names the shop's own language, which lives at the plain path: send it there. */
  redundant: boolean;
}

const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/**
 * Each language has its own URL: the shop's own language at the plain path (`/product/7`), every
 * other one under its code (`/en/product/7`, `/de/product/7`). Caches and crawlers then see one
 * language per URL, and the plain path stays what it was.
 */
export function splitLanguagePath(pathname: string, shopLanguage: LanguageCode): LanguagePath {
  const code = PREFIX.exec(pathname)?.[1] ?? null;
  if (!isLanguage(code)) return { language: shopLanguage, path: pathname || '/', redundant: false };
  const path = pathname.slice(code.length + 1) || '/';
  return { language: code, path, redundant: code === shopLanguage };
}

/** The prefix of a language's URLs: '' for the shop's own language, '/en' for English elsewhere. */
export function languagePrefix(language: LanguageCode, shopLanguage: LanguageCode): string {
  return language === shopLanguage ? '' : `/${language}`;
}

/** The path of a page in one language: `/en/product/7`; the home page is `/en` (as the app's links write it). */
export function localizedPath(path: string, language: LanguageCode, shopLanguage: LanguageCode): string {
  const page = path.startsWith('/') ? path : `/${path}`;
  const prefix = languagePrefix(language, shopLanguage);
  return prefix !== '' && page === '/' ? prefix : `${prefix}${page}`;
}
