import { inject, injectable } from 'inversify';
import { CartLinesStore } from './cart-lines-store';
import { CartStore } from './cart-store';
import { CartSyncStore } from './cart-sync-store';
import { CouponStore } from './coupon-store';
import { ShipmentStore } from './shipment-store';

/** Ends a cart as a whole: after an order, or when the server-error page starts over. */
@injectable()
export class CartResetStore {
  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(CartSyncStore) private readonly sync: CartSyncStore,
    @inject(CouponStore) private readonly coupon: CouponStore,
    @inject(ShipmentStore) private readonly shipment: ShipmentStore,
  ) {}

  /** After an order: the cart id and the delivery method id are cleared together, and the coupon with them. */
  afterOrder(): void {
    this.lines.forget();
    this.sync.dismissNotices();
    this.coupon.forget();
    this.shipment.forgetDeliveryMethod();
  }

  /** Forget what the cart's own stores hold (the server-error page's Retry; it forgets the lines itself). */
  all(): void {
    this.cart.reset();
    this.sync.reset();
    this.coupon.forget();
    this.shipment.reset();
  }
}
