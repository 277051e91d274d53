import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { get, json, pactFor, valueOf } from '../pact-support';

const { string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, store port (storefront → shop-api)', () => {
  it('reads the store info', async () => {
    pact.addInteraction({
      states: [given('the {satellite} store has contact data in {locale}', { satellite: 'RO', locale: 'ro_RO' })],
      uponReceiving: 'a request for the store info of RO in ro_RO',
      withRequest: get('/api/store_info', { satellite: 'RO', locale: 'ro_RO' }),
      willRespondWith: json({
        store_name: string('Casa Oslo'),
        store_email: string('contact@casa.example.ro'),
        store_phone: string('+40 21 555 0100'),
        support_time: string('L-V 9-18'),
        support_time_mo_th: string('L-J 9-18'),
        store_address1: string('Str. Lungă 1'),
        store_city: string('București'),
        store_zipcode: string('010101'),
        tracking_code: string('GTM-ABC123'),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.store.getStoreInfo('RO', 'ro_RO'))).toEqual({
        name: 'Casa Oslo',
        email: 'contact@casa.example.ro',
        phone: '+40 21 555 0100',
        supportTime: 'L-V 9-18',
        supportTimeMoTh: 'L-J 9-18',
        address1: 'Str. Lungă 1',
        city: 'București',
        zipCode: '010101',
        trackingCode: 'GTM-ABC123',
      });
    });
  });
});
