import { describe, expect, it } from 'vitest';
import type { components } from '../../../adapters/http/generated/shop-api';
import { mapOrder, mapOrderDetail, mapOrderLine, orderStatusOf } from '../../../adapters/http/map-order';
import { mapOrderAddress, toOrderAddressFields } from '../../../adapters/http/map-order-address';
import { orderAddressDto, orderDto, orderProductDto } from './order-fixtures';

type Shop = components['schemas'];
const order = (overrides: Record<string, unknown> = {}) => orderDto(overrides) as Shop['Order'];
const line = (overrides: Record<string, unknown> = {}) => orderProductDto(overrides) as Shop['OrderProduct'];
const address = (overrides: Record<string, unknown> = {}) => orderAddressDto(overrides) as Shop['OrderAddress'];

describe('order mapping', () => {
  it('maps Thelia status codes onto the union, anything else to other', () => {
    expect(['not_paid', 'paid', 'processing', 'sent', 'canceled', 'refunded'].map(orderStatusOf)).toEqual([
      'not_paid',
      'paid',
      'processing',
      'sent',
      'canceled',
      'refunded',
    ]);
    expect(orderStatusOf('PAID')).toBe('paid');
    expect(orderStatusOf('partially_sent')).toBe('other');
    expect(orderStatusOf('')).toBe('other');
  });

  it('maps the order totals, keeps the currency id and the withdrawal, for the list too', () => {
    expect(mapOrder(order({ STATUS_CODE: 'shop_specific', WITHDRAWN_AT: '2026-05-20T08:00:00+00:00' }))).toEqual({
      id: 900,
      ref: 'ORD000900',
      createdAt: '2026-05-02T10:15:00+00:00',
      status: 'other',
      totalNet: 500,
      totalGross: 605,
      postageGross: 24.2,
      discountGross: 0,
      currencyId: 3,
      withdrawnAt: '2026-05-20T08:00:00+00:00',
    });
  });

  it('prices a line in promo at its real (promo) price, with the list price struck through', () => {
    expect(mapOrderLine(line())).toEqual({
      id: 1201,
      title: 'Canapea Oslo',
      ref: 'SOFA-OSLO',
      quantity: 2,
      unitNet: 449.5,
      unitGross: 543.9,
      listUnitGross: 604.4,
      wasInPromo: true,
      totalGross: 1087.8,
    });
  });

  it('prices a line not in promo at its list price', () => {
    const dto = line({ WAS_IN_PROMO: 0, REAL_PRICE: 499.5, REAL_TAXED_PRICE: 604.4, REAL_TOTAL_TAXED_PRICE: 1208.8 });
    expect(mapOrderLine(dto)).toMatchObject({
      unitNet: 499.5,
      unitGross: 604.4,
      listUnitGross: 604.4,
      wasInPromo: false,
      totalGross: 1208.8,
    });
  });

  it('maps an order address, blanks to null, the cellphone when there is no phone', () => {
    expect(mapOrderAddress(address({ COMPANY: '', PHONE: null, CELLPHONE: '+40 711 111 111' }))).toEqual({
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
      phone: '+40 711 111 111',
    });
  });

  it('copies an address onto an order with its one phone number as PHONE and no county, and reads it back', () => {
    const copied = mapOrderAddress(address({ PHONE: null, CELLPHONE: '+40 711 111 111' }));
    const fields = toOrderAddressFields(copied);
    expect(fields).toMatchObject({ STATE: null, PHONE: '+40 711 111 111', CELLPHONE: null });
    expect(mapOrderAddress(fields)).toEqual(copied);
  });

  it.each([
    ['vorkasse', 'prepayment'],
    ['instanttransfer', 'instant-transfer'],
    ['paypal', null],
    [null, null],
  ] as const)('reads how the order is paid from its payment module code %j', (code, provider) => {
    const detail = mapOrderDetail({
      order: order({ PAYMENT_MODULE_CODE: code }),
      products: [],
      invoiceAddress: null,
      deliveryAddress: null,
    });
    expect(detail.paymentProvider).toBe(provider);
  });

  it('builds the detail with methods, addresses and the withdrawal dates', () => {
    const detail = mapOrderDetail({ order: order(), products: [line()], invoiceAddress: address(), deliveryAddress: null });
    expect(detail).toMatchObject({
      deliveryMethod: 'Curier',
      paymentMethod: 'Ramburs',
      paymentProvider: 'cash-on-delivery',
      withdrawableUntil: '2026-05-30T23:59:59+00:00',
      withdrawnAt: null,
      deliveryAddress: null,
      vatNumber: null,
    });
    expect(detail.lines).toHaveLength(1);
    expect(
      mapOrderDetail({ order: order({ VAT_NUMBER: 'RO18547290' }), products: [], invoiceAddress: null, deliveryAddress: null })
        .vatNumber,
    ).toBe('RO18547290');
    expect(detail.invoiceAddress?.city).toBe('București');
  });
});
