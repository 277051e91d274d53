import type { components } from '../../../adapters/http/generated/shop-api';
import { toOrderAddressFields } from '../../../adapters/http/map-order-address';
import type { BookedOrder, FakeOrderBook } from '../../../adapters/fake/fake-order-book';
import { SEED_COUNTRIES } from '../../../adapters/fake/seed/seed-countries';
import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import { PAYMENT_CODES } from './payment-codes';
import type { OrderAddress, OrderDetail, OrderLine, OrderStatus } from '../../../ports/model/order';

type Shop = components['schemas'];

/** Thelia's order_status ids of its status codes. */
const STATUS_IDS: Readonly<Record<OrderStatus, number>> = {
  not_paid: 1,
  paid: 2,
  processing: 3,
  sent: 4,
  canceled: 5,
  refunded: 6,
  other: 7,
};
const PAID: readonly OrderStatus[] = ['paid', 'processing', 'sent'];

export type OrderAddressRole = 'invoice' | 'delivery';

/**
 * Thelia copies both addresses onto the order under ids of their own. An order that names none
 * (the seed's) has the order id and a last digit for the role (…1 invoice, …2 delivery).
 */
export const orderAddressId = (order: BookedOrder, role: OrderAddressRole): number =>
  order.orderAddressIds?.[role] ?? order.id * 10 + (role === 'invoice' ? 1 : 2);

/** The order an order-address id leads to, and the address's role on it. */
export function orderAddressOf(id: number, orders: FakeOrderBook): { orderId: number; role: OrderAddressRole } | null {
  const named = orders.byOrderAddressId(id);
  if (named !== undefined) return { orderId: named.id, role: named.orderAddressIds?.invoice === id ? 'invoice' : 'delivery' };
  const [orderId, last] = [Math.floor(id / 10), id % 10];
  if (orders.get(orderId)?.orderAddressIds) return null;
  return last === 1 || last === 2 ? { orderId, role: last === 1 ? 'invoice' : 'delivery' } : null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A paid order's invoice number: the year it was placed and the order id (Thelia numbers invoices on payment). */
const invoiceRefOf = (order: BookedOrder): string => `${order.createdAt.slice(0, 4)}-${String(order.id).padStart(6, '0')}`;

/**
 * An OrderItems entry: the amounts and titles as the order fake shows them (`detail`), the ids the
 * fake keeps on its record (`booked`). A guest order of the seed has no customer account: CUSTOMER 0.
 */
export function orderWire(detail: OrderDetail, booked: BookedOrder): Shop['Order'] {
  const postageUntaxed = round2(booked.postageNet * booked.currencyRate);
  return {
    ID: detail.id,
    REF: detail.ref,
    CUSTOMER: booked.customerId ?? 0,
    STATUS: STATUS_IDS[detail.status],
    STATUS_CODE: detail.status,
    CREATE_DATE: detail.createdAt,
    INVOICE_REF: PAID.includes(detail.status) ? invoiceRefOf(booked) : null,
    DELIVERY_REF: null,
    TOTAL_AMOUNT: detail.totalNet,
    TOTAL_TAXED_AMOUNT: detail.totalGross,
    POSTAGE: detail.postageGross,
    POSTAGE_TAX: round2(detail.postageGross - postageUntaxed),
    POSTAGE_UNTAXED: postageUntaxed,
    DISCOUNT: detail.discountGross,
    CURRENCY: detail.currencyId,
    CURRENCY_RATE: booked.currencyRate,
    PAYMENT_MODULE: booked.paymentMethodId,
    DELIVERY_MODULE: booked.deliveryMethodId,
    INVOICE_ADDRESS: orderAddressId(booked, 'invoice'),
    DELIVERY_ADDRESS: orderAddressId(booked, 'delivery'),
    IS_PAID: PAID.includes(detail.status) ? 1 : 0,
    IS_SENT: detail.status === 'sent' ? 1 : 0,
    IS_CANCELED: detail.status === 'canceled' ? 1 : 0,
    DELIVERY_MODULE_TITLE: detail.deliveryMethod,
    PAYMENT_MODULE_TITLE: detail.paymentMethod,
    PAYMENT_MODULE_CODE: detail.paymentProvider === null ? null : PAYMENT_CODES[detail.paymentProvider],
    WITHDRAWABLE_UNTIL: detail.withdrawableUntil,
    WITHDRAWN_AT: detail.withdrawnAt,
    VAT_NUMBER: detail.vatNumber,
  };
}

/** The order's lines (the fake numbers them in the order of its record's lines). */
export function orderProductsWire(detail: OrderDetail, booked: BookedOrder, data: SeedData): Shop['OrderProduct'][] {
  const taxTitle = SEED_COUNTRIES.find((country) => country.id === booked.countryId)?.taxTitle ?? null;
  return detail.lines.map((line: OrderLine, index) => {
    const record = booked.lines[index];
    const pseId = record?.pseId ?? 0;
    return {
      ID: line.id,
      PRODUCT_ID: record !== undefined && data.productById.has(record.productId) ? record.productId : null,
      PRODUCT_SALE_ELEMENTS_ID: pseId,
      PRODUCT_SALE_ELEMENTS_REF: data.pseById.get(pseId)?.ref ?? line.ref,
      REF: line.ref,
      TITLE: line.title,
      QUANTITY: line.quantity,
      PRICE: round2((record?.listUnitNet ?? 0) * booked.currencyRate),
      TAXED_PRICE: line.listUnitGross,
      WAS_IN_PROMO: line.wasInPromo ? 1 : 0,
      REAL_PRICE: line.unitNet,
      REAL_TAXED_PRICE: line.unitGross,
      REAL_TOTAL_TAXED_PRICE: line.totalGross,
      TAX_RULE_TITLE: taxTitle,
    };
  });
}

/** An address as copied onto the order, under its order-address id. */
export const orderAddressWire = (address: OrderAddress, id: number): Shop['OrderAddress'] => ({
  ID: id,
  ...toOrderAddressFields(address),
});
