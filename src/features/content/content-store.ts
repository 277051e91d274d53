import { inject, injectable } from 'inversify';
import { CONTENT_PORT, type ContentPort } from '../../../ports/content-port';
import type { Content } from '../../../ports/model/content';
import type { Result } from '../../../ports/model/result';
import { QueryCache } from '../../shared/query-cache';
import { Resource } from '../../shared/resource';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

const MAX_RESOURCES = 100;

/** Content pages by id (info and legal pages, resolved content URLs), read through the query cache. */
@injectable()
export class ContentStore {
  private readonly resources = new Map<string, Resource<Content>>();

  constructor(
    @inject(CONTENT_PORT) private readonly content: ContentPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(QueryCache) private readonly cache: QueryCache,
  ) {
    observeStore<ContentStore, 'resources'>(this, arguments, { resources: false });
  }

  /** One content fetch in the current language, served from the cache while it is fresh. */
  fetch(contentId: number): Promise<Result<Content>> {
    const ctx = this.shop.context;
    return this.cache.fetch(`content:${ctx.locale}:${contentId}`, () => this.content.getContent(contentId, ctx));
  }

  /** The same content as a screen resource (loading, error, retry); one per id and language. */
  byId(contentId: number): Resource<Content> {
    const key = `${this.shop.locale}:${contentId}`;
    const known = this.resources.get(key);
    if (known) return known;
    const resource = new Resource(() => this.fetch(contentId));
    this.resources.set(key, resource);
    for (const oldest of this.resources.keys()) {
      if (this.resources.size <= MAX_RESOURCES) break;
      this.resources.delete(oldest);
    }
    return resource;
  }
}
