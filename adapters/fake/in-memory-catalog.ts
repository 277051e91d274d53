import type { CatalogPort } from '../../ports/catalog-port';
import type { Brand, BrandWithCount, Category, CategoryCounts, NavCategory } from '../../ports/model/category';
import type { ProductPage, ProductQuery } from '../../ports/model/product';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { ShopContext } from '../../ports/model/shop-context';
import { byDefaultSort } from './seed/seed-products';
import type { SeedData, SeedProduct } from './seed/seed-types';
import { productStock, toBrand, toCategory, toNavCategory, toProduct } from './seed-mapping';

const RECOMMENDATION_COUNT = 8;

const sorters: Readonly<Record<ProductQuery['sort'], (a: SeedProduct, b: SeedProduct) => number>> = {
  default: byDefaultSort,
  priceHighToLow: (a, b) => b.netPrice - a.netPrice || a.id - b.id,
  priceLowToHigh: (a, b) => a.netPrice - b.netPrice || a.id - b.id,
};

export class InMemoryCatalog implements CatalogPort {
  constructor(private readonly data: SeedData) {}

  async listProducts(query: ProductQuery, ctx: ShopContext): Promise<Result<ProductPage>> {
    let products: SeedProduct[];
    if (query.ids !== undefined) {
      products = query.ids.flatMap((id) => {
        const product = this.data.productById.get(id);
        return product === undefined ? [] : [product];
      });
    } else {
      products = [...this.data.products];
    }
    if (query.categoryId !== undefined) {
      const inCategory = this.productIdsInCategory(query.categoryId);
      products = products.filter((product) => inCategory.has(product.id));
    }
    if (query.brandId !== undefined) products = products.filter((product) => product.brandId === query.brandId);
    if (query.availableOnly === true) products = products.filter((product) => productStock(product, this.data) > 0);
    if (query.ids === undefined || query.sort !== 'default') products.sort(sorters[query.sort]);
    const offset = Math.max(0, Math.floor(query.offset));
    const limit = Math.max(0, Math.floor(query.limit));
    return ok(this.page(products.slice(offset, offset + limit), products.length, ctx));
  }

  async getCategory(categoryId: number, ctx: ShopContext): Promise<Result<Category>> {
    const category = this.data.categoryById.get(categoryId);
    return category === undefined
      ? fail(portError('not-found', 'Category not found', 404))
      : ok(toCategory(category, ctx.language));
  }

  async getCategoryMenu(ctx: ShopContext): Promise<Result<NavCategory[]>> {
    return ok(this.data.categories.filter((c) => c.parentId === null).map((c) => toNavCategory(c, this.data, ctx.language)));
  }

  async getCategoryCounts(): Promise<Result<CategoryCounts>> {
    return ok({ ...this.data.categoryCounts });
  }

  async getChildCategoryCounts(categoryIds: number[]): Promise<Result<CategoryCounts>> {
    const counts: Record<number, number> = {};
    for (const id of categoryIds) {
      for (const childId of this.data.categoryById.get(id)?.childIds ?? [])
        counts[childId] = this.data.categoryCounts[childId] ?? 0;
    }
    return ok(counts);
  }

  async countCategoryProducts(categoryId: number, brandId?: number): Promise<Result<number>> {
    if (!this.data.categoryById.has(categoryId)) return fail(portError('not-found', 'Category not found', 404));
    const ids = this.productIdsInCategory(categoryId);
    if (brandId === undefined) return ok(ids.size);
    return ok([...ids].filter((id) => this.data.productById.get(id)?.brandId === brandId).length);
  }

  async getBrand(brandId: number, ctx: ShopContext): Promise<Result<Brand>> {
    const brand = this.data.brandById.get(brandId);
    return brand === undefined ? fail(portError('not-found', 'Brand not found', 404)) : ok(toBrand(brand, ctx.language));
  }

  async listBrands(ctx: ShopContext, categoryId?: number): Promise<Result<BrandWithCount[]>> {
    if (categoryId !== undefined && !this.data.categoryById.has(categoryId))
      return fail(portError('not-found', 'Category not found', 404));
    const pool = categoryId === undefined ? this.data.products : this.productsInCategory(categoryId);
    const counts = new Map<number, number>();
    for (const product of pool) counts.set(product.brandId, (counts.get(product.brandId) ?? 0) + 1);
    return ok(
      this.data.brands
        .map((brand) => ({ ...toBrand(brand, ctx.language), count: counts.get(brand.id) ?? 0 }))
        .filter((brand) => categoryId === undefined || brand.count > 0)
        .sort((a, b) => a.title.localeCompare(b.title)),
    );
  }

  async countBrandProducts(brandId: number, categoryId?: number): Promise<Result<number>> {
    if (!this.data.brandById.has(brandId)) return fail(portError('not-found', 'Brand not found', 404));
    const pool = categoryId === undefined ? this.data.products : this.productsInCategory(categoryId);
    return ok(pool.filter((product) => product.brandId === brandId).length);
  }

  async getBestsellers(ctx: ShopContext): Promise<Result<ProductPage>> {
    const products = this.data.bestsellerIds.flatMap((id) => {
      const product = this.data.productById.get(id);
      return product === undefined ? [] : [product];
    });
    return ok(this.page(products, products.length, ctx));
  }

  async getCategoryRecommendations(categoryId: number, ctx: ShopContext): Promise<Result<ProductPage>> {
    if (!this.data.categoryById.has(categoryId)) return fail(portError('not-found', 'Category not found', 404));
    const products = this.productsInCategory(categoryId)
      .filter((product) => productStock(product, this.data) > 0 && !product.isPriceRequest)
      .sort(byDefaultSort)
      .slice(0, RECOMMENDATION_COUNT);
    return ok(this.page(products, products.length, ctx));
  }

  private productIdsInCategory(categoryId: number): Set<number> {
    const categories = new Set(this.data.subtreeIds.get(categoryId) ?? []);
    return new Set(this.data.products.filter((p) => p.categoryIds.some((id) => categories.has(id))).map((p) => p.id));
  }

  private productsInCategory(categoryId: number): SeedProduct[] {
    const ids = this.productIdsInCategory(categoryId);
    return this.data.products.filter((product) => ids.has(product.id));
  }

  private page(products: readonly SeedProduct[], total: number, ctx: ShopContext): ProductPage {
    return { products: products.map((product) => toProduct(product, this.data, ctx.language)), total };
  }
}
