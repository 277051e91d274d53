import type { ResolvedUrl } from '../../ports/model/resolved-url';
import { fail, portError, type Result } from '../../ports/model/result';
import type { UrlResolverPort } from '../../ports/url-resolver-port';
import { resolveUrl200 } from './generated/shop-api-catalog-validators';
import { fetchValidated, mapResult } from './http-call';
import type { ShopClient } from './http-clients';
import { mapUrlResolution } from './map-content';

export class OpenApiUrlResolverAdapter implements UrlResolverPort {
  constructor(private readonly shop: ShopClient) {}

  /** GET /api/rewriting?view_locale&view_url (the path without its leading slash); 404 → not-found. */
  async resolveUrl(path: string, locale: string): Promise<Result<ResolvedUrl>> {
    const viewUrl = path.replace(/^\/+/, '');
    if (viewUrl === '') return fail(portError('not-found', 'empty URL'));
    const resolution = await fetchValidated(
      () => this.shop.GET('/api/rewriting', { params: { query: { view_locale: locale, view_url: viewUrl } } }),
      resolveUrl200,
    );
    return mapResult(resolution, mapUrlResolution);
  }
}
