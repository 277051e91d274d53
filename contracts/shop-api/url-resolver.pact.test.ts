import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { get, json, pactFor, valueOf } from '../pact-support';

const { integer, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, URL resolver port (storefront → shop-api)', () => {
  it('resolves a known URL through rewriting', async () => {
    pact.addInteraction({
      states: [given('the URL {url} points at product {productId}', { url: 'canapea-extensibila-oslo.html', productId: 1001 })],
      uponReceiving: 'a rewriting request for a product URL',
      withRequest: get('/api/rewriting', { view_locale: 'ro_RO', view_url: 'canapea-extensibila-oslo.html' }),
      willRespondWith: json({ view_id: integer(1001), view: 'product', title: string('Canapea extensibilă Oslo') }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.urlResolver.resolveUrl('/canapea-extensibila-oslo.html', 'ro_RO'))).toEqual({
        kind: 'product',
        id: 1001,
        title: 'Canapea extensibilă Oslo',
      });
    });
  });

  it('gets not-found for an unknown URL', async () => {
    pact.addInteraction({
      states: [given('no URL {url} exists', { url: 'nu-exista.html' })],
      uponReceiving: 'a rewriting request for an unknown URL',
      withRequest: get('/api/rewriting', { view_locale: 'ro_RO', view_url: 'nu-exista.html' }),
      willRespondWith: json({ error: string('URL not found') }, 404),
    });
    await verify(async (ports) => {
      expect(await ports.urlResolver.resolveUrl('nu-exista.html', 'ro_RO')).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    });
  });
});
