import type { Product, ProductColour, ProductImage } from '../../ports/model/product';

/** A product as the catalog port returns it; defaults describe a plain in-stock sofa at 100 € net. */
export class ProductBuilder {
  private product: Product = {
    id: 77,
    ref: 'SOF-77',
    title: 'Sofa Lisa, velvet',
    descriptionHtml: '',
    brandId: 3,
    brandName: 'Nordholm',
    categories: [{ id: 111, title: 'Sofas' }],
    defaultCategoryId: 111,
    tags: [],
    netPrice: 100,
    promoNetPrice: null,
    listNetPrice: null,
    stock: 12,
    url: 'sofa-lisa.html',
    images: [],
    colours: [],
    defaultPseId: 9,
    isPriceRequest: false,
    kind: 'sofa',
  };

  private with(patch: Partial<Product>): this {
    this.product = { ...this.product, ...patch };
    return this;
  }

  withId(id: number): this {
    return this.with({ id });
  }

  titled(title: string): this {
    return this.with({ title });
  }

  withNetPrice(netPrice: number): this {
    return this.with({ netPrice });
  }

  onPromotionAt(promoNetPrice: number): this {
    return this.with({ promoNetPrice });
  }

  withListPrice(listNetPrice: number): this {
    return this.with({ listNetPrice });
  }

  withStock(stock: number): this {
    return this.with({ stock });
  }

  /** In these categories; the first is the default category. */
  inCategories(...categories: { id: number; title: string }[]): this {
    return this.with({ categories, defaultCategoryId: categories[0]?.id ?? null });
  }

  /** Default category 111, and also in the given (0-VAT) category. */
  alsoInCategory(id: number, title = `Category ${id}`): this {
    return this.with({ categories: [...this.product.categories, { id, title }] });
  }

  withImages(...images: ProductImage[]): this {
    return this.with({ images });
  }

  withColours(...colours: ProductColour[]): this {
    return this.with({ colours });
  }

  withDefaultPse(defaultPseId: number | null): this {
    return this.with({ defaultPseId });
  }

  withDescription(descriptionHtml: string): this {
    return this.with({ descriptionHtml });
  }

  withTags(...tags: string[]): this {
    return this.with({ tags });
  }

  onPriceRequest(): this {
    return this.with({ isPriceRequest: true });
  }

  build(): Product {
    return structuredClone(this.product);
  }
}

export const aProduct = (): ProductBuilder => new ProductBuilder();
