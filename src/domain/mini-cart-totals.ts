import { roundToCents } from './money-round';

export interface MiniCartInput {
  goodsGross: number;
  shipmentGross: number;
  shipmentTaxRate: number;
  couponDiscount: number;
  excludeVat: boolean;
}

export interface MiniCartTotals {
  goods: number;
  shipment: number;
  shipmentIsFree: boolean;
  discount: number;
  total: number;
}

const amount = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** Goods + shipment − coupon discount, to the cent and never below 0. */
const grandTotal = (goods: number, shipment: number, discount: number): number =>
  Math.max(0, roundToCents(goods + shipment - discount));

export function miniCartTotals({
  goodsGross,
  shipmentGross,
  shipmentTaxRate,
  couponDiscount,
  excludeVat,
}: MiniCartInput): MiniCartTotals {
  const goods = roundToCents(amount(goodsGross));
  const shipment = roundToCents(excludeVat ? amount(shipmentGross) / (1 + amount(shipmentTaxRate)) : amount(shipmentGross));
  const discount = roundToCents(amount(couponDiscount));
  return { goods, shipment, shipmentIsFree: shipment === 0, discount, total: grandTotal(goods, shipment, discount) };
}
