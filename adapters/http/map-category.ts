import type { Brand, Category, CategoryCounts, NavCategory } from '../../ports/model/category';
import { array, DecodeError, integer, isRecord, nullable, object, record, string, type Decoder, type FieldsOf } from './decode';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];
type Fast = FastSchemas['schemas'];

const categoryItemDto = object({
  id: integer,
  TITLE: string,
  DESCRIPTION: nullable(string),
  URL: string,
  PARENT: nullable(integer),
} satisfies FieldsOf<Shop['CategoryItem']>);
export const categoryItemsDto = object({ categoryItems: array(categoryItemDto) });

export const mapCategory = (dto: ReturnType<typeof categoryItemDto>): Category => ({
  id: dto.id,
  title: dto.TITLE,
  descriptionHtml: dto.DESCRIPTION ?? '',
  url: dto.URL,
  parentId: dto.PARENT !== null && dto.PARENT > 0 ? dto.PARENT : null,
});

interface NavCategoryDto {
  Id: number;
  Title: string;
  URL: string;
  children: NavCategoryDto[];
}

/** Recursive: Id, Title, URL, children (children may be absent on leaves). */
export const navCategoryDto: Decoder<NavCategoryDto> = (value, path) => {
  const shape = {
    Id: integer,
    Title: string,
    URL: string,
    children: (children: unknown, at: string) =>
      children === undefined || children === null ? [] : array(navCategoryDto)(children, at),
  } satisfies FieldsOf<Fast['NavCategory']>;
  return object(shape)(value, path);
};
export const navCategoriesDto = array(navCategoryDto);

export const mapNavCategory = (dto: NavCategoryDto): NavCategory => ({
  id: dto.Id,
  title: dto.Title,
  url: dto.URL,
  children: dto.children.map(mapNavCategory),
});

export const countDto = object({ count: integer } satisfies FieldsOf<Fast['CategoryCount']>);

/** `{ "12": { "count": 4 } }` → `{ 12: 4 }`; a key that is not a category id is a malformed answer. */
export const categoryCountsDto: Decoder<CategoryCounts> = (value, path) => {
  if (!isRecord(value)) throw new DecodeError(path, 'object', value);
  const counts: Record<number, number> = {};
  for (const [key, entry] of Object.entries(record(countDto)(value, path))) {
    if (!/^\d+$/.test(key)) throw new DecodeError(path ? `${path}.${key}` : key, 'a category id key', key);
    counts[Number(key)] = entry.count;
  }
  return counts;
};

export const brandDto = object({
  id: integer,
  title: string,
  description: nullable(string),
  url: string,
  logo: nullable(string),
} satisfies FieldsOf<Fast['Brand']>);
export const brandsDto = array(brandDto);

export const mapBrand = (dto: ReturnType<typeof brandDto>): Brand => ({
  id: dto.id,
  title: dto.title,
  descriptionHtml: dto.description ?? '',
  url: dto.url,
  logoUrl: dto.logo,
});
