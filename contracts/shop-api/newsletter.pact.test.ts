import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { json, pactFor, post } from '../pact-support';

const { string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, newsletter port (storefront → shop-api)', () => {
  it('subscribes an address in the shop language', async () => {
    pact.addInteraction({
      states: [given('the address {email} is not subscribed', { email: 'ana@example.com' })],
      uponReceiving: 'a newsletter subscription',
      withRequest: post('/api/newsletter/subscribe', { email: 'ana@example.com', locale: 'ro_RO', satellite: 'RO' }),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.newsletter.subscribe('ana@example.com', 'ro')).toEqual({ ok: true, value: undefined });
    });
  });

  it('unsubscribes an address', async () => {
    pact.addInteraction({
      states: [given('the address {email} is subscribed', { email: 'nicu@example.com' })],
      uponReceiving: 'a newsletter unsubscription',
      withRequest: post('/api/newsletter/unsubscribe', { email: 'nicu@example.com', satellite: 'RO' }),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.newsletter.unsubscribe('nicu@example.com')).toEqual({ ok: true, value: undefined });
    });
  });

  it('refuses an address it cannot use', async () => {
    pact.addInteraction({
      states: [given('the newsletter refuses the address {email}', { email: 'refused@example.com' })],
      uponReceiving: 'a newsletter subscription of a refused address',
      withRequest: post('/api/newsletter/subscribe', { email: 'refused@example.com', locale: 'ro_RO', satellite: 'RO' }),
      willRespondWith: json({ status: string('error'), message: string('Invalid data') }, 400),
    });
    await verify(async (ports) => {
      expect(await ports.newsletter.subscribe('refused@example.com', 'ro')).toMatchObject({ ok: false });
    });
  });
});
