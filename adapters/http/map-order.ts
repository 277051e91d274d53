import type { OrderDetail, OrderLine, OrderStatus, OrderSummary } from '../../ports/model/order';
import type { components as ShopSchemas } from './generated/shop-api';
import { providerOf } from './map-checkout';
import { mapOrderAddress } from './map-order-address';

type Shop = ShopSchemas['schemas'];

const KNOWN_STATUSES: readonly OrderStatus[] = ['not_paid', 'paid', 'processing', 'sent', 'canceled', 'refunded'];

/** Thelia's status codes; any other code a shop configures is 'other'. */
export const orderStatusOf = (code: string): OrderStatus =>
  KNOWN_STATUSES.find((status) => status === code.trim().toLowerCase()) ?? 'other';

export const mapOrder = (dto: Shop['Order']): OrderSummary => ({
  id: dto.ID,
  ref: dto.REF,
  createdAt: dto.CREATE_DATE,
  status: orderStatusOf(dto.STATUS_CODE),
  totalNet: dto.TOTAL_AMOUNT,
  totalGross: dto.TOTAL_TAXED_AMOUNT,
  postageGross: dto.POSTAGE,
  discountGross: dto.DISCOUNT,
  currencyId: dto.CURRENCY,
  withdrawnAt: dto.WITHDRAWN_AT,
});

/** The charged price is REAL_PRICE / REAL_TAXED_PRICE (the promo price when WAS_IN_PROMO); TAXED_PRICE is the list price. */
export const mapOrderLine = (dto: Shop['OrderProduct']): OrderLine => ({
  id: dto.ID,
  title: dto.TITLE,
  ref: dto.REF,
  quantity: dto.QUANTITY,
  unitNet: dto.REAL_PRICE,
  unitGross: dto.REAL_TAXED_PRICE,
  listUnitGross: dto.TAXED_PRICE,
  wasInPromo: dto.WAS_IN_PROMO === 1,
  totalGross: dto.REAL_TOTAL_TAXED_PRICE,
});

export interface OrderParts {
  order: Shop['Order'];
  products: Shop['OrderProduct'][];
  invoiceAddress: Shop['OrderAddress'] | null;
  deliveryAddress: Shop['OrderAddress'] | null;
}

export const mapOrderDetail = ({ order, products, invoiceAddress, deliveryAddress }: OrderParts): OrderDetail => ({
  ...mapOrder(order),
  lines: products.map(mapOrderLine),
  invoiceAddress: invoiceAddress === null ? null : mapOrderAddress(invoiceAddress),
  deliveryAddress: deliveryAddress === null ? null : mapOrderAddress(deliveryAddress),
  deliveryMethod: order.DELIVERY_MODULE_TITLE ?? '',
  paymentMethod: order.PAYMENT_MODULE_TITLE ?? '',
  paymentProvider: order.PAYMENT_MODULE_CODE === null ? null : providerOf(order.PAYMENT_MODULE_CODE),
  withdrawableUntil: order.WITHDRAWABLE_UNTIL,
  vatNumber: order.VAT_NUMBER ?? null,
});

export const mapGuestInvoice = (dto: Shop['GuestInvoice']): OrderDetail =>
  mapOrderDetail({
    order: dto.order,
    products: dto.products,
    invoiceAddress: dto.invoice_address,
    deliveryAddress: dto.delivery_address,
  });
