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
  const total = Math.max(0, roundToCents(goods + shipment - discount));
  return { goods, shipment, shipmentIsFree: shipment === 0, discount, total };
}
