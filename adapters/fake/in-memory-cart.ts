import type { AddLineRequest, CartError, CartLineRef, CartPort } from '../../ports/cart-port';
import type {
  AppliedCoupon,
  CartChangeNotice,
  CartLine,
  CartMutation,
  CartSnapshot,
  CartValidation,
} from '../../ports/model/cart';
import { fail, ok, type Result } from '../../ports/model/result';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { FakeCartBook, StoredCart, StoredLine } from './fake-cart-book';
import type { FakeKnobs } from './fake-knobs';
import type { SeedData, SeedPse } from './seed/seed-types';
import { chosenImage } from './seed-mapping';
import { productImageUrl } from './seed/svg-images';

type CartResult<T> = Result<T, CartError>;

const failed = (message: string): CartResult<never> => fail({ kind: 'failed', message });
const INVALID_DATA = 'Invalid data';

export class InMemoryCart implements CartPort {
  constructor(
    private readonly data: SeedData,
    private readonly book: FakeCartBook,
    private readonly knobs: FakeKnobs,
    private readonly language: LanguageCode,
  ) {}

  async exists(cartId: number): Promise<CartResult<boolean>> {
    const found = this.find(cartId);
    return found.ok ? ok(true) : found;
  }

  async addLine(request: AddLineRequest): Promise<CartResult<CartMutation>> {
    let cart: StoredCart | undefined;
    if (request.cartId !== null) {
      const found = this.find(request.cartId);
      if (!found.ok) return found;
      cart = found.value;
    }
    const pse = this.data.pseById.get(request.pseId);
    const quantity = Math.floor(request.quantity);
    if (
      pse === undefined ||
      pse.productId !== request.productId ||
      this.knobs.removedProductIds.has(pse.productId) ||
      !(quantity >= 1)
    ) {
      return failed(INVALID_DATA);
    }
    const existing = cart?.lines.find((line) => line.pseId === pse.id);
    const total = (existing?.quantity ?? 0) + quantity;
    const stock = this.stockOf(pse);
    if (total > stock) return fail({ kind: 'stock-limit', available: stock });
    cart ??= this.book.create(request.customerId);
    if (request.customerId !== null) cart.customerId = request.customerId;
    let line = existing;
    if (line === undefined) {
      line = {
        cartItemId: this.book.newItemId(),
        pseId: pse.id,
        productId: pse.productId,
        quantity: total,
        unitNetPrice: this.priceOf(pse),
        promoNetPrice: this.promoOf(pse),
        fulfilmentCentreId: this.bestCentre(pse),
      };
      cart.lines.push(line);
    } else {
      line.quantity = total;
    }
    this.book.save();
    return ok({ cartId: cart.id, cartItemId: line.cartItemId, quantity: line.quantity });
  }

  async setQuantity(ref: CartLineRef, quantity: number): Promise<CartResult<CartMutation>> {
    return this.changeLine(ref, () => Math.floor(quantity));
  }

  async decrease(ref: CartLineRef, by: number): Promise<CartResult<CartMutation>> {
    return this.changeLine(ref, (current) => current - Math.floor(by));
  }

  /** The line's new quantity from its current one: none left removes the line, more than the stock is refused. */
  private changeLine(ref: CartLineRef, next: (current: number) => number): CartResult<CartMutation> {
    const found = this.find(ref.cartId);
    if (!found.ok) return found;
    const cart = found.value;
    const line = cart.lines.find((l) => l.cartItemId === ref.cartItemId);
    if (line === undefined) return failed('Cart item not found');
    const pse = this.data.pseById.get(line.pseId);
    const quantity = next(line.quantity);
    if (!Number.isFinite(quantity)) return failed(INVALID_DATA);
    if (quantity <= 0) {
      cart.lines = cart.lines.filter((l) => l !== line);
      this.book.save();
      return ok({ cartId: cart.id, cartItemId: line.cartItemId, quantity: 0 });
    }
    const stock = pse === undefined ? 0 : this.stockOf(pse);
    if (quantity > stock) return fail({ kind: 'stock-limit', available: stock });
    line.quantity = quantity;
    this.book.save();
    return ok({ cartId: cart.id, cartItemId: line.cartItemId, quantity });
  }

  async deleteLine(cartId: number, cartItemId: number): Promise<CartResult<void>> {
    const found = this.find(cartId);
    if (!found.ok) return found;
    found.value.lines = found.value.lines.filter((line) => line.cartItemId !== cartItemId);
    this.book.save();
    return ok(undefined);
  }

  async clear(cartId: number, _customerId: number | null): Promise<CartResult<void>> {
    const found = this.find(cartId);
    if (!found.ok) return found;
    found.value.lines = [];
    found.value.coupon = null;
    this.book.save();
    return ok(undefined);
  }

  async getCart(cartId: number, _customerId: number | null): Promise<CartResult<CartSnapshot>> {
    const found = this.find(cartId);
    return found.ok ? ok(this.snapshot(found.value)) : found;
  }

  /** Applies the knobs' simulated server changes and reports them. */
  async validate(cartId: number): Promise<CartResult<CartValidation>> {
    const found = this.find(cartId);
    if (!found.ok) return found;
    const cart = found.value;
    if (this.knobs.unavailableCartIds.has(cartId)) {
      this.book.remove(cartId);
      this.book.save();
      this.knobs.unavailableCartIds.delete(cartId);
      this.knobs.save();
      return ok({ snapshot: { cartId, lines: [] }, notices: [{ kind: 'cart-unavailable' }] });
    }
    const notices: CartChangeNotice[] = [];
    const kept: StoredLine[] = [];
    for (const line of cart.lines) {
      const pse = this.data.pseById.get(line.pseId);
      const title = this.data.productById.get(line.productId)?.title[this.language] ?? '';
      const stock = pse === undefined ? 0 : this.stockOf(pse);
      if (pse === undefined || this.knobs.removedProductIds.has(line.productId) || stock === 0) {
        notices.push({ kind: 'line-removed', title });
        continue;
      }
      const price = this.priceOf(pse);
      if (price !== line.unitNetPrice) {
        notices.push({ kind: 'price-updated', title, oldNetPrice: line.unitNetPrice, newNetPrice: price });
        line.unitNetPrice = price;
        line.promoNetPrice = this.promoOf(pse);
      }
      if (line.quantity > stock) {
        notices.push({ kind: 'quantity-changed', title, oldQuantity: line.quantity, newQuantity: stock });
        line.quantity = stock;
      }
      kept.push(line);
    }
    cart.lines = kept;
    this.book.save();
    return ok({ snapshot: this.snapshot(cart), notices });
  }

  async changeFulfilmentCentre(cartId: number, cartItemId: number, centreId: number): Promise<CartResult<void>> {
    const found = this.find(cartId);
    if (!found.ok) return found;
    const line = found.value.lines.find((l) => l.cartItemId === cartItemId);
    if (line === undefined) return failed('Cart item not found');
    if (!this.data.centres.some((centre) => centre.id === centreId)) return failed(INVALID_DATA);
    line.fulfilmentCentreId = centreId;
    this.book.save();
    return ok(undefined);
  }

  async assignCustomer(cartId: number, email: string): Promise<CartResult<void>> {
    const found = this.find(cartId);
    if (!found.ok) return found;
    found.value.email = email;
    this.book.save();
    return ok(undefined);
  }

  async applyCoupon(
    code: string,
    cartId: number,
    _customerId: number | null,
    _language: string,
  ): Promise<CartResult<AppliedCoupon>> {
    const found = this.find(cartId);
    if (!found.ok) return found;
    const coupon = this.data.coupons.find((candidate) => candidate.code === code.trim().toUpperCase());
    if (coupon === undefined) return failed('Coupon code is not valid');
    if (found.value.lines.length === 0) return failed('Coupon conditions not met');
    found.value.coupon = { ...coupon };
    this.book.save();
    return ok({ ...coupon });
  }

  private find(cartId: number): CartResult<StoredCart> {
    if (!Number.isSafeInteger(cartId) || !this.book.issued(cartId)) return fail({ kind: 'invalid-cart-id' });
    const cart = this.book.get(cartId);
    return cart === undefined ? fail({ kind: 'cart-not-found' }) : ok(cart);
  }

  private stockOf(pse: SeedPse): number {
    return this.knobs.stockOverrides.get(pse.id) ?? pse.stock;
  }

  private priceOf(pse: SeedPse): number {
    return this.knobs.priceOverrides.get(pse.id) ?? pse.netPrice;
  }

  private promoOf(pse: SeedPse): number | null {
    return this.knobs.priceOverrides.has(pse.id) ? null : pse.promoNetPrice;
  }

  private bestCentre(pse: SeedPse): number | null {
    let bestId: number | null = null;
    let bestStock = 0;
    for (const [i, centre] of this.data.centres.entries()) {
      const stock = pse.centreStock[i] ?? 0;
      if (stock > bestStock) {
        bestId = centre.id;
        bestStock = stock;
      }
    }
    return bestId;
  }

  private snapshot(cart: StoredCart): CartSnapshot {
    return { cartId: cart.id, lines: cart.lines.map((line) => this.toLine(cart, line)) };
  }

  private toLine(cart: StoredCart, line: StoredLine): CartLine {
    const language = this.language;
    const product = this.data.productById.get(line.productId);
    const pse = this.data.pseById.get(line.pseId);
    const colour = product?.colours.find((c) => c.id === pse?.colourId);
    const size = colour?.sizes.find((s) => s.pseId === line.pseId);
    const hasImage = product !== undefined && chosenImage(product.images) !== null;
    return {
      pseId: line.pseId,
      productId: line.productId,
      cartId: cart.id,
      cartItemId: line.cartItemId,
      quantity: line.quantity,
      quantityRemain: pse === undefined ? null : Math.max(0, this.stockOf(pse) - line.quantity),
      unitNetPrice: line.unitNetPrice,
      promoNetPrice: line.promoNetPrice,
      isPromo: line.promoNetPrice !== null,
      title: product?.title[language] ?? '',
      url: product?.url[language] ?? '',
      pseUrl: pse?.url[language] ?? '',
      imageUrl: hasImage
        ? colour === undefined
          ? (chosenImage(product.images)?.url ?? null)
          : productImageUrl(product.kind, colour.hex, 0)
        : null,
      defaultCategoryId: product?.defaultCategoryId ?? null,
      categoryTitles: (product?.categoryIds ?? []).map((id) => this.data.categoryById.get(id)?.title[language] ?? ''),
      undeliverable: false,
      fulfilmentCentreId: line.fulfilmentCentreId,
      colour: colour?.name[language] ?? null,
      size: size?.name[language] ?? null,
    };
  }
}
