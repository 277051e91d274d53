import type { LanguageCode } from '../../ports/model/shop-context';
import type { OrderDetail, OrderLine, OrderSummary } from '../../ports/model/order';
import { netOfGross } from '../../src/domain/net-total';
import type { BookedOrder } from './fake-order-book';
import { withdrawableUntil } from './fake-withdrawal';
import type { SeedData } from './seed/seed-types';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** What an order's money is made of (a booked order, or one about to be booked). */
export type OrderMoney = Pick<BookedOrder, 'lines' | 'taxRate' | 'currencyRate' | 'postageNet' | 'discountGross'>;

/** Net euro to the order's currency, rounded per unit as on an invoice. */
const charged = (order: OrderMoney, netEuro: number, withTax: boolean): number =>
  round2(netEuro * (withTax ? 1 + order.taxRate : 1) * order.currencyRate);

function linesOf(order: BookedOrder, data: SeedData, language: LanguageCode): OrderLine[] {
  return order.lines.map((line, index) => {
    const product = data.productById.get(line.productId);
    const unitGross = charged(order, line.unitNet, true);
    return {
      id: order.id * 10 + index + 1,
      title: product?.title[language] ?? '',
      ref: data.pseById.get(line.pseId)?.ref ?? product?.ref ?? '',
      quantity: line.quantity,
      unitNet: charged(order, line.unitNet, false),
      unitGross,
      listUnitGross: charged(order, line.listUnitNet, true),
      wasInPromo: line.listUnitNet > line.unitNet,
      totalGross: round2(unitGross * line.quantity),
    };
  });
}

/** The order as the order lists show it, its money in its currency. */
export function orderSummary(order: BookedOrder): OrderSummary {
  return {
    id: order.id,
    ref: order.ref,
    createdAt: order.createdAt,
    status: order.status,
    ...orderTotals(order),
    currencyId: order.currencyId,
    withdrawnAt: order.withdrawnAt,
  };
}

/**
 * The order's money in its currency: totalGross is the sum of the line totals plus postage minus
 * the discount (never more than they come to); totalNet that total without tax, rounded once.
 */
export function orderTotals(order: OrderMoney): Pick<OrderSummary, 'totalNet' | 'totalGross' | 'postageGross' | 'discountGross'> {
  const goodsGross = order.lines.reduce((sum, l) => sum + round2(charged(order, l.unitNet, true) * l.quantity), 0);
  const postageGross = charged(order, order.postageNet, true);
  const discountGross = Math.min(round2(order.discountGross * order.currencyRate), round2(goodsGross + postageGross));
  const totalGross = round2(goodsGross + postageGross - discountGross);
  return {
    totalNet: netOfGross(totalGross, order.taxRate),
    totalGross,
    postageGross,
    discountGross,
  };
}

export function orderDetail(order: BookedOrder, data: SeedData, language: LanguageCode): OrderDetail {
  const payment = data.paymentMethods.find((m) => m.id === order.paymentMethodId);
  return {
    ...orderSummary(order),
    lines: linesOf(order, data, language),
    invoiceAddress: order.invoiceAddress === null ? null : { ...order.invoiceAddress },
    deliveryAddress: order.deliveryAddress === null ? null : { ...order.deliveryAddress },
    deliveryMethod: data.deliveryMethods.find((m) => m.id === order.deliveryMethodId)?.title[language] ?? '',
    paymentMethod: payment?.title[language] ?? '',
    paymentProvider: payment?.provider ?? null,
    withdrawableUntil: withdrawableUntil(order),
    vatNumber: order.vatNumber ?? null,
  };
}
