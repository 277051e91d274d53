import { describe, expect, it } from 'vitest';
import type { AddressInput } from '../../../ports/model/customer';
import { addressDto } from './order-fixtures';
import { FAST_ORIGIN, setupAdapters } from './setup-adapters';

const input: AddressInput = {
  label: 'Birou',
  titleCode: 1,
  firstName: 'Ion',
  lastName: 'Pop',
  company: null,
  address1: 'Bulevardul Unirii',
  address2: '5',
  address3: null,
  city: 'București',
  zipCode: '030167',
  countryId: 146,
  stateId: 41,
  phone: null,
  cellphone: null,
  isDefault: false,
};

describe('address adapter', () => {
  it('lists addresses 100 at a time', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('GET', '/api/ExternalOrderApi/address/', { json: { AddressItems: [addressDto()] } });
    const addresses = await ports.addresses.listAddresses(77);
    expect(addresses.ok && addresses.value[0]).toMatchObject({ id: 3, isDefault: true, stateId: 41, titleCode: 2 });
    expect(Object.fromEntries(stub.last().url.searchParams)).toEqual({ customer_id: '77', limit: '100' });
  });

  it('adds and updates with CUSTOMER in the body', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('POST', '/api/ExternalOrderApi/address', { json: { status: 'success', id: 9 } });
    stub.on('PUT', '/api/ExternalOrderApi/address/9', { json: { status: 'success', id: 9 } });
    expect(await ports.addresses.addAddress(77, input)).toEqual({ ok: true, value: { ...input, id: 9 } });
    expect(stub.last().body).toMatchObject({ CUSTOMER: 77, TITLE: 1, COUNTRY: 146, STATE: 41, DEFAULT: 0 });
    expect(await ports.addresses.updateAddress(77, { ...input, id: 9 })).toMatchObject({ ok: true });
    expect(stub.last().body).not.toHaveProperty('ID');
    expect(stub.last().body).toMatchObject({ CUSTOMER: 77, LABEL: 'Birou' });
  });

  it('refuses a write the server answers with an error status', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('POST', '/api/ExternalOrderApi/address', { json: { status: 'error', message: 'Invalid zip code' } });
    expect(await ports.addresses.addAddress(77, input)).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Invalid zip code' },
    });
  });

  it('deletes and sets the default on the fast API', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('DELETE', '/api/77/addresses/9', { json: { status: 'success' } });
    stub.on('PATCH', '/api/address/9/set-default', { json: { status: 'success' } });
    expect(await ports.addresses.deleteAddress(77, 9)).toEqual({ ok: true, value: undefined });
    expect(await ports.addresses.setDefaultAddress(9)).toEqual({ ok: true, value: undefined });
    expect(stub.requests.map((request) => request.url.origin)).toEqual([FAST_ORIGIN, FAST_ORIGIN]);
  });

  it('lists the counties of a country in the language', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('GET', '/api/ExternalOrderApi/county/146', { json: { data: [{ id: 41, title: 'Ilfov' }] } });
    expect(await ports.addresses.listCounties(146, 'ro')).toEqual({ ok: true, value: [{ id: 41, title: 'Ilfov' }] });
    expect(stub.last().url.searchParams.get('api_locale')).toBe('ro_RO');
  });
});
