import type { Content } from '../../ports/model/content';
import type { ResolvedUrl } from '../../ports/model/resolved-url';
import { array, integer, literal, nullable, object, optional, string, type FieldsOf } from './decode';
import type { components as FastSchemas } from './generated/fast-api';

type Fast = FastSchemas['schemas'];

export const contentDto = object({
  id: integer,
  title: string,
  description: nullable(string),
  rewriting_url: nullable(object({ url: string })),
  postscriptum: nullable(string),
} satisfies FieldsOf<Fast['Content']>);
export const contentsDto = array(contentDto);

export const mapContent = (dto: ReturnType<typeof contentDto>): Content => ({
  id: dto.id,
  title: dto.title,
  html: dto.description ?? '',
  url: dto.rewriting_url?.url ?? '',
  postscriptum: dto.postscriptum,
});

export const urlResolutionDto = object({
  view_id: integer,
  view: literal('product', 'category', 'content', 'brand', 'pse'),
  title: optional(string),
} satisfies FieldsOf<Fast['UrlResolution']>);

export const mapUrlResolution = (dto: ReturnType<typeof urlResolutionDto>): ResolvedUrl =>
  dto.title === undefined ? { kind: dto.view, id: dto.view_id } : { kind: dto.view, id: dto.view_id, title: dto.title };
