import type { Brand, BrandWithCount, Category, CategoryCounts, NavCategory } from './model/category';
import type { ProductPage, ProductQuery } from './model/product';
import type { Result } from './model/result';
import type { ShopContext } from './model/shop-context';
import { portToken } from './port-token';

/** Categories, brands, counts and product listings. */
export interface CatalogPort {
  listProducts(query: ProductQuery, ctx: ShopContext): Promise<Result<ProductPage>>;
  getCategory(categoryId: number, ctx: ShopContext): Promise<Result<Category>>;
  getCategoryMenu(ctx: ShopContext): Promise<Result<NavCategory[]>>;
  getCategoryCounts(): Promise<Result<CategoryCounts>>;
  getChildCategoryCounts(categoryIds: number[]): Promise<Result<CategoryCounts>>;
  /** Products of one category, optionally within one brand. */
  countCategoryProducts(categoryId: number, brandId?: number): Promise<Result<number>>;
  getBrand(brandId: number, ctx: ShopContext): Promise<Result<Brand>>;
  listBrands(ctx: ShopContext, categoryId?: number): Promise<Result<BrandWithCount[]>>;
  countBrandProducts(brandId: number, categoryId?: number): Promise<Result<number>>;
  getBestsellers(ctx: ShopContext): Promise<Result<ProductPage>>;
  getCategoryRecommendations(categoryId: number, ctx: ShopContext): Promise<Result<ProductPage>>;
}

export const CATALOG_PORT = portToken<CatalogPort>('CatalogPort');
