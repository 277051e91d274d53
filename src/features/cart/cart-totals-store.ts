import { inject, injectable } from 'inversify';
import type { CartLine } from '../../../ports/model/cart';
import { effectiveUnitNetPrice, totalNetValue } from '../../domain/cart-rules';
import { miniCartTotals, type MiniCartTotals } from '../../domain/mini-cart-totals';
import { roundToCents } from '../../domain/money-round';
import { CartLinesStore } from './cart-lines-store';
import { CouponStore } from './coupon-store';
import { PricingStore, type ShownPrice } from '../shop/pricing-store';
import { SessionStore } from '../session/session-store';
import { ShipmentStore } from './shipment-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** What the cart costs as the shopper sees it: line prices, goods, shipment, discount and total. */
@injectable()
export class CartTotalsStore {
  constructor(
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(PricingStore) private readonly pricing: PricingStore,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ShipmentStore) private readonly shipment: ShipmentStore,
    @inject(CouponStore) private readonly coupon: CouponStore,
  ) {
    observeStore(this, arguments);
  }

  get currency(): string {
    return this.shop.currency.code;
  }

  /** The shown unit price (gross, or net with the 0-VAT rule), the promo price when the line is on promotion. */
  unitPrice(line: CartLine): ShownPrice {
    return this.pricing.price(effectiveUnitNetPrice(line), line.defaultCategoryId);
  }

  lineTotal(line: CartLine): number | null {
    const unit = this.unitPrice(line).amount;
    return unit === null ? null : roundToCents(unit * line.quantity);
  }

  /** totalValue of the cart state: the sum of the shown line totals, in the shop's currency. */
  get goodsGross(): number {
    return roundToCents(this.lines.items.reduce((sum, line) => sum + (this.lineTotal(line) ?? 0), 0));
  }

  get totalNet(): number {
    return totalNetValue(this.lines.items);
  }

  /** The shipment is still being calculated: the total is not known yet (not the goods value alone). */
  get totalPending(): boolean {
    return this.shipment.status === 'loading';
  }

  /** Goods, shipment (0 = Free; net in VAT-exempt mode), coupon discount and total, in the shop's currency. */
  get totals(): MiniCartTotals {
    const rate = this.shop.currency.rate;
    return miniCartTotals({
      goodsGross: this.goodsGross,
      shipmentGross: this.shipment.gross * rate,
      shipmentTaxRate: this.shop.taxRate,
      couponDiscount: (this.coupon.applied?.discount ?? 0) * rate,
      excludeVat: this.session.excludeVat,
    });
  }
}
