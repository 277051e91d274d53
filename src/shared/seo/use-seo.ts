import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { LanguageCode } from '../../../ports/model/shop-context';
import { localizedPath } from '../../domain/language-path';
import { useStores } from '../store-context';
import { HeadCollector } from './head-collector';
import { headManager, type HeadEntry, type HreflangAlternate } from './head-manager';
import type { JsonLd } from './json-ld';

export const SEO_LANGUAGES: readonly LanguageCode[] = ['de', 'ro', 'en'];
export const DEFAULT_ROBOTS = 'index,follow';
export const NO_INDEX = 'noindex,follow';

export interface SeoInput {
  /** The page's own title; the site name is appended (`Title | Site`). Empty: the site name alone. */
  title: string;
  description?: string;
  /** Canonical path; defaults to the current path. */
  path?: string;
  /** Query parameters that belong to the canonical URL (e.g. page=2); everything else is dropped. */
  canonicalQuery?: Record<string, string>;
  robots?: string;
  jsonLd?: JsonLd[];
}

export interface UrlPlan {
  origin: string;
  path: string;
  query: Record<string, string>;
  language: LanguageCode;
  /** The shop's own language: its URLs carry no language prefix. */
  defaultLanguage: LanguageCode;
}

/**
 * The URL of the page in one language (src/domain/language-path.ts: the shop's language at the
 * plain path, the others under /en/, /de/, /ro/); x-default is the shop's language's.
 */
export function languageUrl(plan: UrlPlan, language: LanguageCode | null): string {
  const text = new URLSearchParams(Object.entries(plan.query).sort(([a], [b]) => a.localeCompare(b))).toString();
  const path = localizedPath(plan.path, language ?? plan.defaultLanguage, plan.defaultLanguage);
  return `${plan.origin}${path}${text ? `?${text}` : ''}`;
}

export function canonicalUrl(plan: UrlPlan): string {
  return languageUrl(plan, plan.language);
}

export function hreflangAlternates(plan: UrlPlan): HreflangAlternate[] {
  return [
    ...SEO_LANGUAGES.map((language) => ({ hreflang: language, href: languageUrl(plan, language) })),
    { hreflang: 'x-default', href: languageUrl(plan, null) },
  ];
}

export function fullTitle(title: string, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/**
 * Title, meta description, canonical, hreflang alternates (de, ro, en, x-default), robots and
 * JSON-LD for the page that calls it, removed again when it unmounts. Pass null to say nothing
 * (e.g. while a not-found view sets its own title). Call it from an observer component.
 */
export function useSeo(input: SeoInput | null): void {
  const { shop } = useStores();
  const { pathname } = useLocation();
  const siteName = shop.siteName;
  let serialised: string | null = null;
  if (input !== null) {
    const plan: UrlPlan = {
      origin: shop.siteOrigin,
      path: input.path ?? pathname,
      query: input.canonicalQuery ?? {},
      language: shop.language,
      defaultLanguage: shop.defaultLanguage,
    };
    const entry: HeadEntry = {
      title: fullTitle(input.title, siteName),
      canonical: canonicalUrl(plan),
      alternates: hreflangAlternates(plan),
      robots: input.robots ?? DEFAULT_ROBOTS,
      ...(input.description ? { description: input.description.replace(/\s+/g, ' ').trim().slice(0, 300) } : {}),
      ...(input.jsonLd && input.jsonLd.length > 0 ? { jsonLd: input.jsonLd } : {}),
    };
    serialised = JSON.stringify(entry);
  }
  const collect = useContext(HeadCollector);
  if (collect !== null && serialised !== null) collect(JSON.parse(serialised) as HeadEntry);
  useEffect(() => {
    if (serialised === null) return;
    const manager = headManager();
    const id = manager.push(JSON.parse(serialised) as HeadEntry);
    return () => manager.remove(id);
  }, [serialised]);
}
