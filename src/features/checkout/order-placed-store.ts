import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import type { OrderDetail } from '../../../ports/model/order';
import { ORDER_PORT, type OrderPort } from '../../../ports/order-port';
import { parseCartId } from '../../domain/cart-id';
import { deliveryHint, type DeliveryHint } from '../../domain/delivery-hint';
import { CartLinesStore } from '../cart/cart-lines-store';
import { CartResetStore } from '../cart/cart-reset-store';
import { PricingStore } from '../shop/pricing-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** What the page shows: the order, or why there is none. */
export type OrderPlacedStatus = 'loading' | 'ready' | 'invalid-cart' | 'not-found' | 'failed';

/**
 * /order-placed (section 4): the order the provider confirmed, found by the cart it was placed
 * from. Once it is found the cart id and the delivery method id are cleared together (with the
 * coupon), unless the shopper has since started another cart.
 */
@injectable()
export class OrderPlacedStore {
  status: OrderPlacedStatus = 'loading';
  order: OrderDetail | null = null;
  cartId: number | null = null;
  /** The delivery promise for an order placed now. */
  hint: DeliveryHint = 'later';
  private opened = 0;

  constructor(
    @inject(ORDER_PORT) private readonly port: OrderPort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(PricingStore) private readonly pricing: PricingStore,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(CartResetStore) private readonly cartReset: CartResetStore,
  ) {
    observeStore<OrderPlacedStore, 'opened'>(this, arguments, { opened: false });
  }

  /** Loads the order placed from the URL's cart_id; a missing or malformed id is not looked up. */
  async open(rawCartId: string | null): Promise<void> {
    const run = ++this.opened;
    const cartId = parseCartId(rawCartId).id;
    this.cartId = cartId;
    this.order = null;
    if (cartId === null) {
      this.status = 'invalid-cart';
      return;
    }
    this.status = 'loading';
    const result = await this.port.getPlacedOrder(cartId, this.shop.locale);
    if (run !== this.opened) return;
    this.settle(cartId, result);
  }

  /** Tries the last cart id again (after a failed load). */
  retry(): Promise<void> {
    return this.open(this.cartId === null ? null : String(this.cartId));
  }

  money(amount: number): string {
    return this.pricing.format(amount);
  }

  private settle(cartId: number, result: Awaited<ReturnType<OrderPort['getPlacedOrder']>>): void {
    if (!result.ok) {
      this.status = result.error.kind === 'not-found' ? 'not-found' : 'failed';
      return;
    }
    this.order = result.value;
    this.hint = deliveryHint(this.clock.now());
    this.status = 'ready';
    // An old confirmation link must not end the cart the shopper has started since.
    if (this.lines.cartId === null || this.lines.cartId === cartId) this.cartReset.afterOrder();
  }
}
