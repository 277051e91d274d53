import type {
  DeliveryDelay,
  FulfilmentCentre,
  Product,
  ProductComment,
  ProductFeature,
  ProductSaleElement,
} from '../../ports/model/product';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { LanguageCode, ShopContext } from '../../ports/model/shop-context';
import type { ProductPort } from '../../ports/product-port';
import type { FakeOrderBook } from './fake-order-book';
import type { SeedData, SeedProduct, SeedPse } from './seed/seed-types';
import { toDelay, toProduct, toSaleElement } from './seed-mapping';

const productNotFound = () => fail(portError('not-found', 'Product not found', 404));
const pseNotFound = () => fail(portError('not-found', 'Product sale element not found', 404));

export class InMemoryProducts implements ProductPort {
  constructor(
    private readonly data: SeedData,
    private readonly orders: FakeOrderBook,
    private readonly language: LanguageCode,
  ) {}

  async getProduct(productId: number, ctx: ShopContext): Promise<Result<Product>> {
    const product = this.data.productById.get(productId);
    return product === undefined ? productNotFound() : ok(toProduct(product, this.data, ctx.language));
  }

  async getSaleElement(pseId: number, ctx: ShopContext): Promise<Result<ProductSaleElement>> {
    const pse = this.data.pseById.get(pseId);
    return pse === undefined ? pseNotFound() : ok(toSaleElement(pse, ctx.language));
  }

  async getFeatures(productId: number, ctx: ShopContext): Promise<Result<ProductFeature[]>> {
    const product = this.data.productById.get(productId);
    if (product === undefined) return productNotFound();
    return ok(product.features.map((feature) => ({ title: feature.title[ctx.language], value: feature.value[ctx.language] })));
  }

  async getQuantityMultiple(pseId: number, _ctx: ShopContext): Promise<Result<number>> {
    const product = this.productOf(pseId);
    return product === undefined ? pseNotFound() : ok(product.quantityMultiple);
  }

  async getDeliveryDelay(productId: number): Promise<Result<DeliveryDelay | null>> {
    const product = this.data.productById.get(productId);
    if (product === undefined) return productNotFound();
    return ok(product.delay === null ? null : toDelay(product.delay, this.language));
  }

  async getVariantDeliveryDelay(pseId: number): Promise<Result<DeliveryDelay | null>> {
    const pse = this.data.pseById.get(pseId);
    if (pse === undefined) return pseNotFound();
    return ok(pse.delay === null ? null : toDelay(pse.delay, this.language));
  }

  async getFulfilmentStock(pseId: number): Promise<Result<FulfilmentCentre[]>> {
    const pse: SeedPse | undefined = this.data.pseById.get(pseId);
    if (pse === undefined) return pseNotFound();
    return ok(
      this.data.centres.map((centre, i) => ({
        id: centre.id,
        name: centre.name,
        city: centre.city,
        stock: pse.centreStock[i] ?? 0,
      })),
    );
  }

  async getAccessories(productId: number, ctx: ShopContext): Promise<Result<Product[]>> {
    const product = this.data.productById.get(productId);
    return product === undefined ? productNotFound() : ok(this.products(product.accessoryIds, ctx.language));
  }

  async getRecommendations(productId: number, ctx: ShopContext): Promise<Result<Product[]>> {
    const product = this.data.productById.get(productId);
    return product === undefined ? productNotFound() : ok(this.products(product.recommendationIds, ctx.language));
  }

  async getComments(productId: number): Promise<Result<ProductComment[]>> {
    if (!this.data.productById.has(productId)) return productNotFound();
    return ok((this.data.comments.get(productId) ?? []).map((comment) => ({ ...comment })));
  }

  /** Customers may comment on products they have ordered. */
  async canComment(pseId: number, customerId: number): Promise<Result<boolean>> {
    const product = this.productOf(pseId);
    if (product === undefined) return pseNotFound();
    return ok(
      this.orders
        .forCustomer(customerId)
        .some((order) => order.status !== 'canceled' && order.lines.some((line) => line.productId === product.id)),
    );
  }

  private productOf(pseId: number): SeedProduct | undefined {
    const pse = this.data.pseById.get(pseId);
    return pse === undefined ? undefined : this.data.productById.get(pse.productId);
  }

  private products(ids: readonly number[], language: LanguageCode): Product[] {
    return ids.flatMap((id) => {
      const product = this.data.productById.get(id);
      return product === undefined ? [] : [toProduct(product, this.data, language)];
    });
  }
}
