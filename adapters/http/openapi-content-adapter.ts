import type { ContentPort } from '../../ports/content-port';
import type { Content } from '../../ports/model/content';
import type { Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import { getContentById200, getContentFolder200 } from './generated/fast-api-catalog-validators';
import { fetchValidated, mapResult } from './http-call';
import type { FastClient } from './http-clients';
import { mapContent } from './map-content';

export class OpenApiContentAdapter implements ContentPort {
  constructor(private readonly fast: FastClient) {}

  async getContent(contentId: number, ctx: ShopContext): Promise<Result<Content>> {
    const content = await fetchValidated(
      () => this.fast.GET('/api/content/custom_attribute/', { params: { query: { content_id: contentId, locale: ctx.locale } } }),
      getContentById200,
    );
    return mapResult(content, mapContent);
  }

  async listFolder(folderId: number, ctx: ShopContext): Promise<Result<Content[]>> {
    const contents = await fetchValidated(
      () => this.fast.GET('/api/content_folder', { params: { query: { folder_id: folderId, locale: ctx.locale } } }),
      getContentFolder200,
    );
    return mapResult(contents, (items) => items.map(mapContent));
  }
}
