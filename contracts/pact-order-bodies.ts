import { MatchersV3 } from '@pact-foundation/pact';
import { toOrderAddressFields } from '../adapters/http/map-order-address';
import type { OrderAddress } from '../ports/model/order';
import { likeEachField } from './pact-support';

const { integer, number, string } = MatchersV3;

/** An ISO 8601 date-time with seconds and a zone (Z or ±hh:mm), fractions allowed. */
export const isoDateTime = (example: string) =>
  MatchersV3.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

/**
 * An order row (Thelia Order loop) of a paid order that is not sent and not withdrawn yet:
 * DELIVERY_REF and WITHDRAWN_AT are null by the provider state, not by choice.
 */
export const orderRow = (ids: { orderId: number; invoiceAddressId: number; deliveryAddressId: number }) => ({
  ID: integer(ids.orderId),
  REF: string('ORD000900'),
  CUSTOMER: integer(77),
  STATUS: integer(2),
  STATUS_CODE: string('paid'),
  CREATE_DATE: isoDateTime('2026-05-02T10:15:00+00:00'),
  INVOICE_REF: string('2026-000123'),
  DELIVERY_REF: null,
  TOTAL_AMOUNT: number(520.2),
  TOTAL_TAXED_AMOUNT: number(629.44),
  POSTAGE: number(24.2),
  POSTAGE_TAX: number(4.2),
  POSTAGE_UNTAXED: number(20),
  DISCOUNT: number(0),
  CURRENCY: integer(3),
  CURRENCY_RATE: number(4.97),
  PAYMENT_MODULE: integer(13),
  DELIVERY_MODULE: integer(77),
  INVOICE_ADDRESS: integer(ids.invoiceAddressId),
  DELIVERY_ADDRESS: integer(ids.deliveryAddressId),
  IS_PAID: integer(1),
  IS_SENT: integer(0),
  IS_CANCELED: integer(0),
  DELIVERY_MODULE_TITLE: string('Curier rapid'),
  PAYMENT_MODULE_TITLE: string('Ramburs'),
  PAYMENT_MODULE_CODE: string('ramburs'),
  WITHDRAWABLE_UNTIL: isoDateTime('2026-06-30T23:59:59+00:00'),
  WITHDRAWN_AT: null,
});

/** An order line (Thelia OrderProduct loop) that was in promo: charged REAL_*, listed PRICE/TAXED_PRICE. */
export const orderLineRow = {
  ID: integer(1201),
  PRODUCT_ID: integer(1001),
  PRODUCT_SALE_ELEMENTS_ID: integer(5001),
  PRODUCT_SALE_ELEMENTS_REF: string('SOFA-OSLO-GRI'),
  REF: string('SOFA-OSLO'),
  TITLE: string('Canapea Oslo'),
  QUANTITY: integer(1),
  PRICE: number(499.5),
  TAXED_PRICE: number(604.4),
  WAS_IN_PROMO: integer(1),
  REAL_PRICE: number(449.5),
  REAL_TAXED_PRICE: number(543.9),
  REAL_TOTAL_TAXED_PRICE: number(543.9),
  TAX_RULE_TITLE: string('21% TVA'),
};

/** An address copied onto an order: a private customer's, no county, one phone number. */
const anasOrderAddress: OrderAddress = {
  titleCode: 2,
  firstName: 'Ana',
  lastName: 'Popescu',
  company: null,
  address1: 'Strada Lungă',
  address2: '12',
  address3: null,
  zipCode: '010101',
  city: 'București',
  countryId: 146,
  phone: '+40 700 000 000',
};

/** That address as the Thelia OrderAddress loop lists it: no county, no cellphone. */
export const orderAddressRow = (id: number) => ({ ID: integer(id), ...likeEachField(toOrderAddressFields(anasOrderAddress)) });
