import { useEffect } from 'react';
import { useStores } from './store-context';

/** Shown before the locale config (and its site name) has arrived, or when it cannot be loaded. */
export const FALLBACK_SITE_NAME = 'Casa Mobila';

/**
 * Sets document.title to `${title} | ${siteName}`. Call it from an observer component:
 * it reads the site name from the locale config.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { shop } = useStores();
  const siteName = shop.localeConfig.value?.siteName || FALLBACK_SITE_NAME;
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
