import type { Brand, Category, CategoryCounts, NavCategory } from '../../ports/model/category';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];
type Fast = FastSchemas['schemas'];

export const mapCategory = (dto: Shop['CategoryItem']): Category => ({
  id: dto.id,
  title: dto.TITLE,
  descriptionHtml: dto.DESCRIPTION ?? '',
  url: dto.URL,
  parentId: dto.PARENT !== undefined && dto.PARENT > 0 ? dto.PARENT : null,
});

export const mapNavCategory = (dto: Fast['NavCategory']): NavCategory => ({
  id: dto.Id,
  title: dto.Title,
  url: dto.URL,
  children: dto.children.map(mapNavCategory),
});

/**
 * `{ "12": { "count": 4 } }` → `{ 12: 4 }`. The schema says the keys are category ids but
 * cannot check it: a key that is not one is a malformed answer of `operation`.
 */
export function mapCategoryCounts(dto: Fast['CategoryCounts'], operation: string): Result<CategoryCounts> {
  const counts: Record<number, number> = {};
  for (const [key, entry] of Object.entries(dto)) {
    if (!/^\d+$/.test(key)) return fail(portError('invalid-response', `${operation} 200: /${key} is not a category id`));
    counts[Number(key)] = entry.count;
  }
  return ok(counts);
}

export const mapBrand = (dto: Fast['Brand']): Brand => ({
  id: dto.id,
  title: dto.title,
  descriptionHtml: dto.description ?? '',
  url: dto.url,
  logoUrl: dto.logo ?? null,
});
