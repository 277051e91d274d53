import type { CatalogPort } from '../../ports/catalog-port';
import type { Brand, BrandWithCount, Category, CategoryCounts, NavCategory } from '../../ports/model/category';
import type { ProductPage, ProductQuery, ProductSort } from '../../ports/model/product';
import { fail, ok, type Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import { chainResult, fetchDecoded, firstItem, mapResult } from './http-call';
import type { FastClient, ShopClient } from './http-clients';
import {
  brandDto,
  brandsDto,
  categoryCountsDto,
  categoryItemsDto,
  countDto,
  mapBrand,
  mapCategory,
  mapNavCategory,
  navCategoriesDto,
} from './map-category';
import { mapProduct, productListDto, productPageDto } from './map-product';

/** Spec 9 sort options → the server's order keys (default sales_view_quantity). */
export const ORDER_KEYS: Readonly<Record<ProductSort, string>> = {
  default: 'sales_view_quantity',
  priceHighToLow: 'max_price',
  priceLowToHigh: 'min_price',
};

/** The feature-availability filter value meaning "in stock". */
export const IN_STOCK_FEATURE_AVAILABILITY = '1';

const toPage = (dto: { products: Parameters<typeof mapProduct>[0][]; total?: number }): ProductPage => ({
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
      const page = await fetchDecoded(
        () => this.shop.GET('/api/products_list/', { params: { query: listQuery } }),
        productPageDto,
        'products_list',
      );
      return mapResult(page, toPage);
    }
    const page = await fetchDecoded(
      () => this.shop.GET('/api/products/', { params: { query: common } }),
      productPageDto,
      'products',
    );
    return mapResult(page, toPage);
  }

  async getCategory(categoryId: number, _ctx: ShopContext): Promise<Result<Category>> {
    const items = await fetchDecoded(
      () => this.shop.GET('/api/categories/{categoryId}', { params: { path: { categoryId } } }),
      categoryItemsDto,
      'category',
    );
    return mapResult(
      chainResult(items, (dto) => firstItem(dto.categoryItems, 'category')),
      mapCategory,
    );
  }

  async getCategoryMenu(ctx: ShopContext): Promise<Result<NavCategory[]>> {
    const menu = await fetchDecoded(
      () => this.fast.GET('/api/category_menu/custom_attribute/', { params: { query: { locale: ctx.locale } } }),
      navCategoriesDto,
      'category_menu',
    );
    return mapResult(menu, (items) => items.map(mapNavCategory));
  }

  getCategoryCounts(): Promise<Result<CategoryCounts>> {
    return fetchDecoded(() => this.fast.GET('/api/category_count/custom_attribute/'), categoryCountsDto, 'category_count');
  }

  async getChildCategoryCounts(categoryIds: number[]): Promise<Result<CategoryCounts>> {
    if (categoryIds.length === 0) return ok({});
    return fetchDecoded(
      () => this.fast.GET('/api/category_count/children/', { params: { query: { category_ids: categoryIds.join(',') } } }),
      categoryCountsDto,
      'category_count/children',
    );
  }

  async countCategoryProducts(categoryId: number, brandId?: number): Promise<Result<number>> {
    const count = await fetchDecoded(
      () =>
        this.fast.GET('/api/category_count/single/{category_id}', {
          params: { path: { category_id: categoryId }, query: { brand_id: brandId } },
        }),
      countDto,
      'category_count/single',
    );
    return mapResult(count, (dto) => dto.count);
  }

  async getBrand(brandId: number, ctx: ShopContext): Promise<Result<Brand>> {
    const brand = await fetchDecoded(
      () => this.fast.GET('/api/brands/{id}/{locale}', { params: { path: { id: brandId, locale: ctx.locale } } }),
      brandDto,
      'brand',
    );
    return mapResult(brand, mapBrand);
  }

  /** brand_list, then each brand's count (within the category when one is given). */
  async listBrands(ctx: ShopContext, categoryId?: number): Promise<Result<BrandWithCount[]>> {
    const brands = await fetchDecoded(
      () => this.fast.GET('/api/brand_list', { params: { query: { locale: ctx.locale, category_id: categoryId } } }),
      brandsDto,
      'brand_list',
    );
    if (!brands.ok) return brands;
    const counts = await Promise.all(brands.value.map((brand) => this.countBrandProducts(brand.id, categoryId)));
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
        ? await fetchDecoded(
            () => this.fast.GET('/api/brand_count/{id}', { params: { path: { id: brandId } } }),
            countDto,
            'brand_count',
          )
        : await fetchDecoded(
            () =>
              this.fast.GET('/api/brand_category_count/', { params: { query: { brand_id: brandId, category_id: categoryId } } }),
            countDto,
            'brand_category_count',
          );
    return mapResult(count, (dto) => dto.count);
  }

  async getBestsellers(_ctx: ShopContext): Promise<Result<ProductPage>> {
    const list = await fetchDecoded(() => this.fast.GET('/api/recommendation/bestseller-data/'), productListDto, 'bestsellers');
    return mapResult(list, toPage);
  }

  async getCategoryRecommendations(categoryId: number, _ctx: ShopContext): Promise<Result<ProductPage>> {
    const list = await fetchDecoded(
      () => this.fast.GET('/api/recommendation/category-data/', { params: { query: { category_id: categoryId } } }),
      productListDto,
      'category recommendations',
    );
    return mapResult(list, toPage);
  }
}
