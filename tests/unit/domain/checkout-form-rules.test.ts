import { describe, expect, it } from 'vitest';
import {
  checkoutProblems,
  guestCheckoutProblems,
  type CheckoutAddresses,
  type CheckoutChoices,
  type GuestCheckoutFields,
} from '../../../src/domain/checkout-form-rules';
import { anAddressForm, romanianAddressRules } from '../../support/address-form-builder';

const saved = (deliveryAddressId: number | null, billingAddressId: number | null): CheckoutAddresses => ({
  kind: 'saved',
  deliveryAddressId,
  billingAddressId,
});

const aGuest = (patch: Partial<GuestCheckoutFields> = {}): GuestCheckoutFields => ({
  email: 'ana@example.com',
  delivery: anAddressForm(),
  billing: null,
  ...patch,
});

const guest = (patch: Partial<GuestCheckoutFields> = {}): CheckoutAddresses => ({
  kind: 'guest',
  fields: aGuest(patch),
  rules: { delivery: romanianAddressRules(), billing: romanianAddressRules() },
});

const choices = (patch: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
  paymentMethodId: 3,
  addresses: saved(11, 12),
  companyComplete: true,
  freight: { hasFreight: false, deliveryPhone: null },
  termsAccepted: true,
  ...patch,
});

describe('checkoutProblems', () => {
  it.each([
    ['everything chosen', {}, []],
    ['no payment method', { paymentMethodId: null }, ['payment-method']],
    ['payment method id 0', { paymentMethodId: 0 }, ['payment-method']],
    ['negative payment method id', { paymentMethodId: -3 }, ['payment-method']],
    ['payment method id NaN', { paymentMethodId: Number.NaN }, ['payment-method']],
    ['no delivery address', { addresses: saved(null, 12) }, ['addresses']],
    ['no billing address', { addresses: saved(11, null) }, ['addresses']],
    ['address id 0', { addresses: saved(0, 0) }, ['addresses']],
    ['fractional address id', { addresses: saved(11.5, 12) }, ['addresses']],
    ['the same address for both', { addresses: saved(11, 11) }, []],
    ['terms not accepted', { termsAccepted: false }, ['terms']],
    ['a freight line and a delivery phone', { freight: { hasFreight: true, deliveryPhone: '+40 721 234 567' } }, []],
    ['a freight line and no delivery phone', { freight: { hasFreight: true, deliveryPhone: null } }, ['freight-phone']],
    ['a freight line and a blank delivery phone', { freight: { hasFreight: true, deliveryPhone: '  ' } }, ['freight-phone']],
    ['no freight line and no delivery phone', { freight: { hasFreight: false, deliveryPhone: null } }, []],
    ["a company's name or VAT number missing or malformed", { companyComplete: false }, ['company']],
    [
      'nothing chosen, in the order the screen lists it',
      { paymentMethodId: null, addresses: saved(null, null), companyComplete: false, termsAccepted: false },
      ['payment-method', 'addresses', 'company', 'terms'],
    ],
    ['a complete guest', { addresses: guest() }, []],
    ['a guest billing to another valid address', { addresses: guest({ billing: anAddressForm({ label: 'Office' }) }) }, []],
    ['a guest without e-mail', { addresses: guest({ email: ' ' }) }, ['contact']],
    ['a guest with a malformed e-mail', { addresses: guest({ email: 'ana@example' }) }, ['contact']],
    ['a guest delivery address without street', { addresses: guest({ delivery: anAddressForm({ street: '' }) }) }, ['addresses']],
    [
      'a guest billing address with a short postcode',
      { addresses: guest({ billing: anAddressForm({ zipCode: '0300' }) }) },
      ['addresses'],
    ],
    [
      'a guest with nothing else chosen',
      { paymentMethodId: null, addresses: guest({ email: '' }), termsAccepted: false },
      ['payment-method', 'contact', 'terms'],
    ],
  ] as [string, Partial<CheckoutChoices>, string[]][])('%s → %j', (_label, patch, problems) => {
    expect(checkoutProblems(choices(patch))).toEqual(problems);
  });
});

describe('guestCheckoutProblems', () => {
  const rules = { delivery: romanianAddressRules(), billing: romanianAddressRules({ phoneRequired: false }) };

  it('has none for a complete guest', () => {
    expect(guestCheckoutProblems(aGuest(), rules)).toEqual({ email: null, delivery: {}, billing: {} });
  });

  it('reports each field under the registration and address rules', () => {
    const fields = aGuest({
      email: 'ana example.com',
      delivery: anAddressForm({ firstName: 'A', phone: '' }),
      billing: anAddressForm({ city: '', phone: '' }),
    });
    expect(guestCheckoutProblems(fields, rules)).toEqual({
      email: 'email',
      delivery: { firstName: 'too-short', phone: 'required' },
      billing: { city: 'required' },
    });
  });

  it('checks no billing form when the invoice goes to the delivery address', () => {
    expect(guestCheckoutProblems(aGuest({ billing: null }), rules).billing).toEqual({});
  });
});
