import { describe, expect, it } from 'vitest';
import type { components } from '../../../adapters/http/generated/shop-api';
import { fromAddressFields, mapAddress, mapCounty, toAddressInput } from '../../../adapters/http/map-address';
import { addressDto } from './order-fixtures';

type Shop = components['schemas'];

describe('address mapping', () => {
  it('maps the Address loop fields (CUSTOMER, TITLE, COUNTRY, STATE, DEFAULT)', () => {
    const address = mapAddress(addressDto() as Shop['Address']);
    expect(address).toEqual({
      id: 3,
      label: 'Acasă',
      titleCode: 2,
      firstName: 'Ana',
      lastName: 'Popescu',
      company: null,
      address1: 'Strada Lungă',
      address2: '12',
      address3: null,
      city: 'București',
      zipCode: '010101',
      countryId: 146,
      stateId: 41,
      phone: null,
      cellphone: '+40 700 000 000',
      isDefault: true,
    });
    expect(mapAddress(addressDto({ LABEL: null, TITLE: null, DEFAULT: 0 }) as Shop['Address'])).toMatchObject({
      label: '',
      titleCode: 0,
      isDefault: false,
    });
  });

  it('writes the address back with its customer and without its id', () => {
    const { id: _id, ...input } = mapAddress(addressDto({ LABEL: '' }) as Shop['Address']);
    expect(toAddressInput(input, 77)).toEqual({
      CUSTOMER: 77,
      LABEL: null,
      TITLE: 2,
      COMPANY: null,
      FIRSTNAME: 'Ana',
      LASTNAME: 'Popescu',
      ADDRESS1: 'Strada Lungă',
      ADDRESS2: '12',
      ADDRESS3: null,
      ZIPCODE: '010101',
      CITY: 'București',
      COUNTRY: 146,
      STATE: 41,
      PHONE: null,
      CELLPHONE: '+40 700 000 000',
      DEFAULT: 1,
    });
  });

  it('reads an address write that leaves the optional fields out', () => {
    const sent = {
      TITLE: null,
      FIRSTNAME: 'Ion',
      LASTNAME: 'Pop',
      ADDRESS1: 'Str. Mare',
      ZIPCODE: '010101',
      CITY: 'Cluj',
      COUNTRY: 146,
    };
    expect(fromAddressFields(sent)).toEqual({
      label: '',
      titleCode: 0,
      firstName: 'Ion',
      lastName: 'Pop',
      company: null,
      address1: 'Str. Mare',
      address2: null,
      address3: null,
      city: 'Cluj',
      zipCode: '010101',
      countryId: 146,
      stateId: null,
      phone: null,
      cellphone: null,
      isDefault: false,
    });
  });

  it('keeps a county id and title', () => {
    expect(mapCounty({ id: 41, title: 'Ilfov', isocode: 'IF', country_id: 146 })).toEqual({ id: 41, title: 'Ilfov' });
  });
});
