import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { get, json, pactFor, RO, valueOf } from '../pact-support';

const { integer, string } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

describe('fast API contract, content port (storefront → fast-api)', () => {
  it('reads a content page', async () => {
    pact.addInteraction({
      states: [{ description: 'a content with id 4 exists' }],
      uponReceiving: 'a content request for id 4 in ro_RO',
      withRequest: get('/api/content/custom_attribute/', { content_id: '4', locale: 'ro_RO' }),
      willRespondWith: json({
        id: integer(4),
        title: string('Protecția datelor'),
        description: string('<p>Datele dumneavoastră sunt în siguranță.</p>'),
        rewriting_url: { url: string('protectia-datelor.html') },
        postscriptum: string('{"brand_id": 7, "category_id": 12}'),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.content.getContent(4, RO))).toEqual({
        id: 4,
        title: 'Protecția datelor',
        html: '<p>Datele dumneavoastră sunt în siguranță.</p>',
        url: 'protectia-datelor.html',
        postscriptum: '{"brand_id": 7, "category_id": 12}',
      });
    });
  });
});
