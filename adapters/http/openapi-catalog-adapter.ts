import type { CatalogPort } from '../../ports/catalog-port';
import type { Brand, BrandWithCount, Category, CategoryCounts, NavCategory } from '../../ports/model/category';
import type { ProductPage, ProductQuery, ProductSort } from '../../ports/model/product';
import { fail, ok, type Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import {
  getBrand200,
  getBrandCategoryCount200,
  getBrandCount200,
  getBrandList200,
  getCategoryCount200,
  getCategoryCountChildren200,
  getCategoryCountSingle200,
  getCategoryMenu200,
  getRecommendationBestsellers200,
  getRecommendationCategory200,
} from './generated/fast-api-catalog-validators';
import { getCategory200, getProducts200, getProductsList200 } from './generated/shop-api-catalog-validators';
import { chainResult, fetchValidated, firstItem, mapResult } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import { inTurns } from './in-turns';
import { mapBrand, mapCategory, mapCategoryCounts, mapNavCategory } from './map-category';
import { mapProduct, type ProductDto } from './map-product';

/** Spec 9 sort options → the server's order keys (default sales_view_quantity). */
export const ORDER_KEYS: Readonly<Record<ProductSort, string>> = {
  default: 'sales_view_quantity',
  priceHighToLow: 'max_price',
  priceLowToHigh: 'min_price',
};

/** The feature-availability filter value meaning "in stock". */
export const IN_STOCK_FEATURE_AVAILABILITY = '1';

const toPage = (dto: { products: ProductDto[]; total?: number }): ProductPage => ({
  products: dto.products.map((product) => mapProduct(product)),
  total: dto.total ?? dto.products.length,
});

export class OpenApiCatalogAdapter implements CatalogPort {
  constructor(
    private readonly shop: ShopClient,
    private readonly fast: FastClient,
  ) {}

  /** /api/products/, or /api/products_list/ when the query names product ids. */
  async listProducts(query: ProductQuery, ctx: ShopContext): Promise<Result<ProductPage>> {
    const common = {
      limit: query.limit,
      offset: query.offset,
      translation: ctx.locale,
      order: ORDER_KEYS[query.sort],
      country_id: ctx.countryId,
      category: query.categoryId,
      brand: query.brandId,
      feature_availability: query.availableOnly ? IN_STOCK_FEATURE_AVAILABILITY : undefined,
    };
    if (query.ids !== undefined) {
      if (query.ids.length === 0) return ok({ products: [], total: 0 });
      const listQuery = { ...common, id: query.ids.join(','), satellite: ctx.satellite, locale: ctx.locale };
      const page = await fetchValidated(
        () => this.shop.GET('/api/products_list/', { params: { query: listQuery } }),
        getProductsList200,
      );
      return mapResult(page, toPage);
    }
    const page = await fetchValidated(() => this.shop.GET('/api/products/', { params: { query: common } }), getProducts200);
    return mapResult(page, toPage);
  }

  async getCategory(categoryId: number, _ctx: ShopContext): Promise<Result<Category>> {
    const items = await fetchValidated(
      () => this.shop.GET('/api/categories/{categoryId}', { params: { path: { categoryId } } }),
      getCategory200,
    );
    return mapResult(
      chainResult(items, (dto) => firstItem(dto.categoryItems, 'category')),
      mapCategory,
    );
  }

  async getCategoryMenu(ctx: ShopContext): Promise<Result<NavCategory[]>> {
    const menu = await fetchValidated(
      () => this.fast.GET('/api/category_menu/custom_attribute/', { params: { query: { locale: ctx.locale } } }),
      getCategoryMenu200,
    );
    return mapResult(menu, (items) => items.map(mapNavCategory));
  }

  async getCategoryCounts(): Promise<Result<CategoryCounts>> {
    const counts = await fetchValidated(() => this.fast.GET('/api/category_count/custom_attribute/'), getCategoryCount200);
    return chainResult(counts, (dto) => mapCategoryCounts(dto, getCategoryCount200.operation));
  }

  async getChildCategoryCounts(categoryIds: number[]): Promise<Result<CategoryCounts>> {
    if (categoryIds.length === 0) return ok({});
    const counts = await fetchValidated(
      () => this.fast.GET('/api/category_count/children/', { params: { query: { category_ids: categoryIds.join(',') } } }),
      getCategoryCountChildren200,
    );
    return chainResult(counts, (dto) => mapCategoryCounts(dto, getCategoryCountChildren200.operation));
  }

  async countCategoryProducts(categoryId: number, brandId?: number): Promise<Result<number>> {
    const count = await fetchValidated(
      () =>
        this.fast.GET('/api/category_count/single/{category_id}', {
          params: { path: { category_id: categoryId }, query: { brand_id: brandId } },
        }),
      getCategoryCountSingle200,
    );
    return mapResult(count, (dto) => dto.count);
  }

  async getBrand(brandId: number, ctx: ShopContext): Promise<Result<Brand>> {
    const brand = await fetchValidated(
      () => this.fast.GET('/api/brands/{id}/{locale}', { params: { path: { id: brandId, locale: ctx.locale } } }),
      getBrand200,
    );
    return mapResult(brand, mapBrand);
  }

  /** brand_list, then each brand's count (within the category when one is given), a few requests per task. */
  async listBrands(ctx: ShopContext, categoryId?: number): Promise<Result<BrandWithCount[]>> {
    const brands = await fetchValidated(
      () => this.fast.GET('/api/brand_list', { params: { query: { locale: ctx.locale, category_id: categoryId } } }),
      getBrandList200,
    );
    if (!brands.ok) return brands;
    const counts = await inTurns(brands.value, (brand) => this.countBrandProducts(brand.id, categoryId));
    const withCounts: BrandWithCount[] = [];
    for (const [index, brand] of brands.value.entries()) {
      const count = counts[index]!;
      if (!count.ok) return fail(count.error);
      withCounts.push({ ...mapBrand(brand), count: count.value });
    }
    return ok(withCounts);
  }

  async countBrandProducts(brandId: number, categoryId?: number): Promise<Result<number>> {
    const count =
      categoryId === undefined
        ? await fetchValidated(
            () => this.fast.GET('/api/brand_count/{id}', { params: { path: { id: brandId } } }),
            getBrandCount200,
          )
        : await fetchValidated(
            () =>
              this.fast.GET('/api/brand_category_count/', { params: { query: { brand_id: brandId, category_id: categoryId } } }),
            getBrandCategoryCount200,
          );
    return mapResult(count, (dto) => dto.count);
  }

  async getBestsellers(_ctx: ShopContext): Promise<Result<ProductPage>> {
    const list = await fetchValidated(
      () => this.fast.GET('/api/recommendation/bestseller-data/'),
      getRecommendationBestsellers200,
    );
    return mapResult(list, toPage);
  }

  async getCategoryRecommendations(categoryId: number, _ctx: ShopContext): Promise<Result<ProductPage>> {
    const list = await fetchValidated(
      () => this.fast.GET('/api/recommendation/category-data/', { params: { query: { category_id: categoryId } } }),
      getRecommendationCategory200,
    );
    return mapResult(list, toPage);
  }
}
