import type { Content } from './model/content';
import type { Result } from './model/result';
import type { ShopContext } from './model/shop-context';
import { portToken } from './port-token';

export interface ContentPort {
  getContent(contentId: number, ctx: ShopContext): Promise<Result<Content>>;
  listFolder(folderId: number, ctx: ShopContext): Promise<Result<Content[]>>;
}

export const CONTENT_PORT = portToken<ContentPort>('ContentPort');
