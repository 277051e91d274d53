import type { ResolvedUrl } from './model/resolved-url';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface UrlResolverPort {
  /** Resolves a shop path such as 'sofas/velvet-sofa.html' for a locale. */
  resolveUrl(path: string, locale: string): Promise<Result<ResolvedUrl>>;
}

export const URL_RESOLVER_PORT = portToken<UrlResolverPort>('UrlResolverPort');
