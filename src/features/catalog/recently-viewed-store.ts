import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CATALOG_PORT, type CatalogPort } from '../../../ports/catalog-port';
import type { Product, ProductPage } from '../../../ports/model/product';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import type { CachedQuery } from '../../shared/cached-query';
import { inIdOrder, productsByIds } from './products-by-ids';
import { QueryFactory } from '../shop/query-factory';
import { readStored } from '../../shared/stored-value';
import { observeStore } from '../../shared/observe-store';

export const RECENTLY_VIEWED_KEY = 'recently_viewed';
export const RECENTLY_VIEWED_MAX = 12;

/**
 * Reads the stored list defensively: anything that is not a JSON array of positive integer ids
 * (or numeric strings) is dropped, duplicates keep their first (most recent) place, and the
 * list is cut to the maximum. Junk never throws.
 */
export function parseRecentlyViewed(raw: string | null): number[] {
  return (raw === null ? [] : readRecentlyViewed(raw)) ?? [];
}

/** The stored list, or null when it is not a JSON array at all (junk to remove). */
export function readRecentlyViewed(raw: string): number[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const ids: number[] = [];
  for (const item of parsed as unknown[]) {
    const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d{1,12}$/.test(item) ? Number(item) : NaN;
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === RECENTLY_VIEWED_MAX) break;
  }
  return ids;
}

/**
 * Recently viewed products, kept locally under 'recently_viewed' as a JSON array of product ids,
 * most recent first, at most 12. Only ids are kept, so prices and stock are always read fresh
 * (through the query cache) instead of from a stale snapshot. Follows other tabs.
 */
@injectable()
export class RecentlyViewedStore {
  ids: number[] = [];
  /** The products of the list, read fresh (prices and stock change). */
  readonly products: CachedQuery<ProductPage>;

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CATALOG_PORT) catalog: CatalogPort,
    @inject(QueryFactory) factory: QueryFactory,
    @inject(LOGGER_PORT) private readonly log: LoggerPort,
  ) {
    this.products = productsByIds(factory, catalog, () => this.ids, 'recent');
    observeStore(this, arguments, { products: false });
    this.restore();
  }

  /** The products to show, in list order, without the one on screen. */
  productsExcept(productId: number | null): Product[] {
    return inIdOrder(this.products.value?.products ?? [], this.idsExcept(productId));
  }

  /** Follows other tabs; returns the disposer. */
  listen(): () => void {
    return this.storage.onExternalChange((key) => {
      if (key === RECENTLY_VIEWED_KEY) this.restore();
    });
  }

  restore(): void {
    this.ids = readStored(this.storage, this.log, RECENTLY_VIEWED_KEY, readRecentlyViewed) ?? [];
  }

  /** Puts the product first (moving it when it was already there) and keeps at most 12. */
  record(productId: number): void {
    if (!Number.isSafeInteger(productId) || productId <= 0) return;
    if (this.ids[0] === productId) return;
    this.ids = [productId, ...this.ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
    this.storage.set(RECENTLY_VIEWED_KEY, JSON.stringify(this.ids));
  }

  /** Records the product a screen shows once it is known, and each one it shows after. Returns the disposer. */
  follow(productId: () => number | undefined): () => void {
    return reaction(productId, (id) => id !== undefined && this.record(id), { fireImmediately: true });
  }

  remove(productId: number): void {
    if (!this.ids.includes(productId)) return;
    this.ids = this.ids.filter((id) => id !== productId);
    this.storage.set(RECENTLY_VIEWED_KEY, JSON.stringify(this.ids));
  }

  clear(): void {
    this.ids = [];
    this.storage.remove(RECENTLY_VIEWED_KEY);
  }

  /** The list without one product (the one on screen). */
  idsExcept(productId: number | null): number[] {
    return productId === null ? this.ids : this.ids.filter((id) => id !== productId);
  }
}
