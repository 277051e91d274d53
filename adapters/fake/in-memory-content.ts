import type { ContentPort } from '../../ports/content-port';
import type { Content } from '../../ports/model/content';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import type { SeedData } from './seed/seed-types';
import { toContent } from './seed-mapping';

export class InMemoryContent implements ContentPort {
  constructor(private readonly data: SeedData) {}

  async getContent(contentId: number, ctx: ShopContext): Promise<Result<Content>> {
    const content = this.data.contentById.get(contentId);
    return content === undefined ? fail(portError('not-found', 'Content not found', 404)) : ok(toContent(content, ctx.language));
  }

  async listFolder(folderId: number, ctx: ShopContext): Promise<Result<Content[]>> {
    const folder = this.data.folders.find((f) => f.id === folderId);
    if (folder === undefined) return fail(portError('not-found', 'Folder not found', 404));
    return ok(
      folder.contentIds.flatMap((id) => {
        const content = this.data.contentById.get(id);
        return content === undefined ? [] : [toContent(content, ctx.language)];
      }),
    );
  }
}
