import { inject, injectable } from 'inversify';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import type { Content } from '../../../ports/model/content';
import type { Result } from '../../../ports/model/result';
import { URL_RESOLVER_PORT, type UrlResolverPort } from '../../../ports/url-resolver-port';
import { ContentStore } from '../content/content-store';
import { QueryCache } from '../../shared/query-cache';
import { Resource } from '../../shared/resource';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** Why a shop URL shows the not-found screen (section 2.3). */
export type ResolutionFailure = 'rewriting-failed' | 'content-fetch-failed' | 'content-type-not-found';

/** What a shop URL turned out to be, ready for a screen to show. */
export type Resolution =
  | { kind: 'product'; productId: number }
  | { kind: 'pse'; pseId: number }
  | { kind: 'category'; categoryId: number; title?: string }
  | { kind: 'brand'; brandId: number; title?: string }
  | { kind: 'content-listing'; content: Content; categoryId: number; brandId: number }
  | { kind: 'content'; content: Content }
  | { kind: 'not-found'; reason: ResolutionFailure };

const MAX_RESOURCES = 100;

/**
 * URL resolving (section 2.2). Not-found outcomes are values; only a network failure is an
 * error, so the screen can offer a retry instead of claiming the page does not exist.
 */
@injectable()
export class UrlResolutionStore {
  private readonly resources = new Map<string, Resource<Resolution>>();

  constructor(
    @inject(URL_RESOLVER_PORT) private readonly resolver: UrlResolverPort,
    @inject(ContentStore) private readonly contents: ContentStore,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(QueryCache) private readonly cache: QueryCache,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    observeStore<UrlResolutionStore, 'resources'>(this, arguments, { resources: false });
  }

  /** The resolution of a shop path ('sofas/velvet-sofa.html', with or without the leading slash). */
  resolve(path: string): Resource<Resolution> {
    const url = path.replace(/^\/+/, '');
    const locale = this.shop.locale;
    const key = `${locale}:${url}`;
    const known = this.resources.get(key);
    if (known) return known;
    const resource = new Resource<Resolution>(() => this.load(url, locale));
    this.resources.set(key, resource);
    for (const oldest of this.resources.keys()) {
      if (this.resources.size <= MAX_RESOURCES) break;
      this.resources.delete(oldest);
    }
    return resource;
  }

  /** The resolver's answer, and the code that reads it, downloading together (it is no part of the first load). */
  private async load(url: string, locale: string): Promise<Result<Resolution>> {
    const [resolved, { resolutionOf }] = await Promise.all([
      this.cache.fetch(`resolve:${locale}:${url}`, () => this.resolver.resolveUrl(url, locale)),
      import('./shop-url-resolution'),
    ]);
    return resolutionOf(resolved, this.contents, this.log);
  }
}
