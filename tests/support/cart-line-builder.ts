import type { StorageKey } from '../../ports/storage-port';
import type { CartLine } from '../../ports/model/cart';

/** A cart line as the server and storage hold it; defaults describe one green sofa in cart 500. */
export class CartLineBuilder {
  private line: CartLine = {
    pseId: 1,
    productId: 10,
    cartId: 500,
    cartItemId: 900,
    quantity: 1,
    quantityRemain: null,
    unitNetPrice: 100,
    promoNetPrice: null,
    isPromo: false,
    title: 'Velvet sofa',
    url: 'velvet-sofa.html',
    pseUrl: 'velvet-sofa-1.html',
    imageUrl: null,
    defaultCategoryId: null,
    categoryTitles: [],
    undeliverable: false,
    fulfilmentCentreId: null,
    colour: 'green',
    size: '200 cm',
  };

  private with(patch: Partial<CartLine>): this {
    this.line = { ...this.line, ...patch };
    return this;
  }

  forPse(pseId: number, productId = this.line.productId): this {
    return this.with({ pseId, productId });
  }

  inCart(cartId: number, cartItemId = this.line.cartItemId): this {
    return this.with({ cartId, cartItemId });
  }

  withQuantity(quantity: number): this {
    return this.with({ quantity });
  }

  withNetPrice(unitNetPrice: number): this {
    return this.with({ unitNetPrice });
  }

  onPromotionAt(promoNetPrice: number): this {
    return this.with({ promoNetPrice, isPromo: true });
  }

  inCategory(defaultCategoryId: number): this {
    return this.with({ defaultCategoryId });
  }

  titled(title: string): this {
    return this.with({ title });
  }

  shippingFrom(fulfilmentCentreId: number): this {
    return this.with({ fulfilmentCentreId });
  }

  undeliverable(): this {
    return this.with({ undeliverable: true });
  }

  build(): CartLine {
    return { ...this.line };
  }
}

export const aCartLine = (): CartLineBuilder => new CartLineBuilder();

/** What storage holds for a cart with these lines (cart_id from the first line). */
export function storedCart(...lines: (CartLine | CartLineBuilder)[]): Partial<Record<StorageKey, string>> {
  const built = lines.map((line) => (line instanceof CartLineBuilder ? line.build() : line));
  return { cart_id: String(built[0]?.cartId ?? 500), cart_items: JSON.stringify(built) };
}
