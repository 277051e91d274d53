import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { get, json, pactFor, RO, valueOf } from '../pact-support';

const { eachLike, integer, string } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

describe('fast API contract, content port (storefront → fast-api)', () => {
  it('reads a content page', async () => {
    pact.addInteraction({
      states: [given('content {contentId} has a text, a URL and a postscriptum', { contentId: 4 })],
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

  it('lists the contents of a folder', async () => {
    pact.addInteraction({
      states: [given('folder {folderId} holds content {contentId}', { folderId: 2, contentId: 4 })],
      uponReceiving: 'a content folder request for folder 2 in ro_RO',
      withRequest: get('/api/content_folder', { folder_id: '2', locale: 'ro_RO' }),
      willRespondWith: json(
        eachLike({
          id: integer(4),
          title: string('Protecția datelor'),
          rewriting_url: { url: string('protectia-datelor.html') },
        }),
      ),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.content.listFolder(2, RO))).toEqual([
        { id: 4, title: 'Protecția datelor', html: '', url: 'protectia-datelor.html', postscriptum: null },
      ]);
    });
  });
});
