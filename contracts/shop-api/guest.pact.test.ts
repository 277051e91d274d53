import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { toAddressFields } from '../../adapters/http/map-address';
import type { AddressInput, GuestRegistration } from '../../ports/model/customer';
import { cartExists, noCustomerWithEmail } from '../pact-states';
import { json, pactFor, post, valueOf } from '../pact-support';

const { integer } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

const address = (street: string, city: string): AddressInput => ({
  label: 'Checkout',
  titleCode: 2,
  firstName: 'Maria',
  lastName: 'Popescu',
  company: null,
  address1: street,
  address2: '12',
  address3: null,
  city,
  zipCode: '010101',
  countryId: 146,
  stateId: 1,
  phone: '0722123456',
  cellphone: null,
  isDefault: false,
});

const billing = address('Bulevardul Unirii', 'Cluj-Napoca');

const guest: GuestRegistration = {
  email: 'maria@example.ro',
  titleCode: 2,
  firstName: 'Maria',
  lastName: 'Popescu',
  company: null,
  vatNumber: null,
  delivery: address('Strada Lalelelor', 'București'),
  billing,
  cartId: 55,
  locale: 'ro_RO',
};

describe('shop API contract, guest checkout (spec 7.5, 8 Registration; storefront → shop-api)', () => {
  it('registers a guest with a separate invoice address for one order', async () => {
    pact.addInteraction({
      states: [cartExists, noCustomerWithEmail('maria@example.ro')],
      uponReceiving: 'a guest registration with delivery and invoice addresses',
      withRequest: post('/api/register', {
        guest: true,
        email: 'maria@example.ro',
        email_confirm: 'maria@example.ro',
        title: 2,
        firstname: 'Maria',
        lastname: 'Popescu',
        company: null,
        vat_number: null,
        is_company: false,
        address1: 'Strada Lalelelor',
        address2: '12',
        address3: null,
        zipcode: '010101',
        city: 'București',
        country_id: 146,
        state_id: 1,
        phone: '0722123456',
        invoice_address: toAddressFields(billing),
        cart_id: 55,
        locale: 'ro_RO',
        satellite: 'RO',
      }),
      willRespondWith: json({
        status: 'success',
        customer_id: integer(91),
        address_id: integer(301),
        invoice_address_id: integer(302),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.customers.registerGuest(guest))).toEqual({
        customerId: 91,
        deliveryAddressId: 301,
        invoiceAddressId: 302,
      });
    });
  });
});
