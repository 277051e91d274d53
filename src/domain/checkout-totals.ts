import type { CartLine } from '../../ports/model/cart';
import type { Postage } from '../../ports/model/checkout';
import { effectiveUnitNetPrice } from './cart-rules';
import { grandTotal } from './mini-cart-totals';
import { roundToCents } from './money-round';
import { appliesZeroVat, displayPrice, type PriceContext } from './pricing';

/** included: all gross; excluded: VAT-exempt, all net; mixed: some lines net under the 0-VAT rule. */
export type CheckoutVat = 'included' | 'excluded' | 'mixed';

export interface CheckoutTotals {
  goods: number;
  shipment: number;
  shipmentIsFree: boolean;
  discount: number;
  total: number;
  vat: CheckoutVat;
}

const amount = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** A line as the shopper sees it: the shown unit price (gross or net) times the quantity. */
export function checkoutLineTotal(line: CartLine, ctx: PriceContext): number {
  const unit = displayPrice(effectiveUnitNetPrice(line), line.defaultCategoryId, ctx).amount ?? 0;
  return roundToCents(unit * amount(line.quantity));
}

function vatMode(lines: readonly CartLine[], ctx: PriceContext): CheckoutVat {
  if (ctx.excludeVat) return 'excluded';
  return lines.some((line) => appliesZeroVat(ctx, line.defaultCategoryId)) ? 'mixed' : 'included';
}

/**
 * The checkout's goods, shipment, coupon discount and total in the shop's currency. Postage and
 * the coupon discount arrive in euro; the shipment is net only in VAT-exempt mode.
 */
export function checkoutTotals(
  lines: readonly CartLine[],
  postage: Postage,
  couponDiscount: number,
  ctx: PriceContext,
): CheckoutTotals {
  const rate = amount(ctx.currencyRate);
  const goods = roundToCents(lines.reduce((sum, line) => sum + checkoutLineTotal(line, ctx), 0));
  const shipment = roundToCents(amount(ctx.excludeVat ? postage.net : postage.gross) * rate);
  const discount = roundToCents(amount(couponDiscount) * rate);
  return {
    goods,
    shipment,
    shipmentIsFree: shipment === 0,
    discount,
    total: grandTotal(goods, shipment, discount),
    vat: vatMode(lines, ctx),
  };
}
