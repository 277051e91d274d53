import type { Content } from '../../ports/model/content';
import type { ResolvedUrl } from '../../ports/model/resolved-url';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

type Fast = FastSchemas['schemas'];

export const mapContent = (dto: Fast['Content']): Content => ({
  id: dto.id,
  title: dto.title,
  html: dto.description ?? '',
  url: dto.rewriting_url?.url ?? '',
  postscriptum: dto.postscriptum ?? null,
});

export const mapUrlResolution = (dto: ShopSchemas['schemas']['UrlResolution']): ResolvedUrl =>
  dto.title === undefined ? { kind: dto.view, id: dto.view_id } : { kind: dto.view, id: dto.view_id, title: dto.title };
