import { describe, expect, it } from 'vitest';
import { readGuestExpress, sameGuestDetails, type GuestExpress } from '../../../src/domain/guest-express';
import { anAddressForm } from '../../support/address-form-builder';

const kept = (): GuestExpress => ({
  details: { email: 'maria@example.ro', titleCode: 2, delivery: anAddressForm(), billing: null },
  ids: { customerId: 91, deliveryAddressId: 301, invoiceAddressId: 301 },
});

describe("a guest's kept express-checkout details (user_express_data)", () => {
  it('reads back what was kept', () => {
    expect(readGuestExpress({ guest: kept(), expiresAt: 1 })).toEqual(kept());
  });

  it.each([
    ['nothing kept', null],
    ['no guest part', { expiresAt: 1 }],
    ['a guest part that is text', { guest: 'x' }],
    ['a customer id of 0', { guest: { ...kept(), ids: { ...kept().ids, customerId: 0 } } }],
    ['a fractional address id', { guest: { ...kept(), ids: { ...kept().ids, deliveryAddressId: 1.5 } } }],
    ['a delivery address without a street', { guest: { ...kept(), details: { ...kept().details, delivery: { city: 'X' } } } }],
    ['a billing address that is a number', { guest: { ...kept(), details: { ...kept().details, billing: 3 } } }],
    [
      'an oversized field',
      { guest: { ...kept(), details: { ...kept().details, delivery: anAddressForm({ city: 'x'.repeat(501) }) } } },
    ],
  ])('ignores %s', (_label, data) => {
    expect(readGuestExpress(data)).toBeNull();
  });

  it('the same details are the same whatever the order of their fields; any change is not', () => {
    const { details } = kept();
    const reordered = { ...details, delivery: Object.fromEntries(Object.entries(details.delivery).reverse()) };
    expect(sameGuestDetails(details, reordered as typeof details)).toBe(true);
    expect(sameGuestDetails(details, { ...details, delivery: anAddressForm({ zipCode: '030032' }) })).toBe(false);
    expect(sameGuestDetails(details, { ...details, billing: anAddressForm() })).toBe(false);
    expect(sameGuestDetails(details, { ...details, email: 'other@example.ro' })).toBe(false);
  });
});
