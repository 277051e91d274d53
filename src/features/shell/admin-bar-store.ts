import { inject, injectable } from 'inversify';
import { adminLinks, type AdminLinkKey, type AdminPage } from '../../domain/admin-links';
import { LinkStore, type BackOfficeLink } from '../shop/link-store';
import { UrlResolutionStore } from '../catalog/url-resolution-store';
import { observeStore } from '../../shared/observe-store';

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const PRODUCT_PATH = /^\/product\/(\d+)\/?$/;

/** The admin bar of section 2.7: shown to admins, with links that follow the current page. */
@injectable()
export class AdminBarStore {
  constructor(
    @inject(LinkStore) private readonly links: LinkStore,
    @inject(UrlResolutionStore) private readonly resolutions: UrlResolutionStore,
  ) {
    observeStore(this, arguments);
  }

  /** The links for a location: its path and navigation state. */
  linksFor(pathname: string, state: unknown): { key: AdminLinkKey; target: BackOfficeLink }[] {
    return adminLinks(this.pageOf(pathname, state)).map(({ key, path }) => ({ key, target: this.links.backOfficeLink(path) }));
  }

  /** A product page by its path; a rewritten URL by what it resolved to (if it has); else the navigation state. */
  private pageOf(pathname: string, state: unknown): AdminPage | null {
    const productId = positiveId(PRODUCT_PATH.exec(pathname)?.[1]);
    if (productId !== null) return { kind: 'product', id: productId };
    const resolved = pathname === '/' ? undefined : this.resolutions.resolve(pathname).value;
    if (resolved?.kind === 'product') return { kind: 'product', id: resolved.productId };
    if (resolved?.kind === 'pse') return { kind: 'partner-product', pseId: resolved.pseId };
    if (resolved?.kind === 'category') return { kind: 'category', id: resolved.categoryId };
    if (resolved?.kind === 'content' || resolved?.kind === 'content-listing') return { kind: 'content', id: resolved.content.id };
    const nav = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
    const contentId = positiveId(nav['contentId']);
    if (contentId !== null) return { kind: 'content', id: contentId };
    const categoryId = positiveId(nav['id']);
    return categoryId === null ? null : { kind: 'category', id: categoryId };
  }
}
