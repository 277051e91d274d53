import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchUrl200, searchUrl404 } from '../../../adapters/http/generated/fast-api-catalog-validators';
import { validateResponse } from '../../../adapters/http/response-validator';
import { CONTENT_IDS, INFO_PAGE_CONTENT_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expectServedAsHeld as same, expectServedFailure } from '../../support/expect-served';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';
import { SHIPPED_CONTEXT, SHOP_CONTEXTS, SHOP_LOCALES } from '../../support/shop-contexts';

const facts = seedFacts();
const UNKNOWN_ID = 999_999;

describe('the fake backend', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  describe('contents (ContentPort)', () => {
    it.each(SHOP_LOCALES)('serves contents and folders of %s', async (locale) => {
      const ctx = SHOP_CONTEXTS[locale];
      for (const contentId of [INFO_PAGE_CONTENT_IDS.faq, CONTENT_IDS.brandCategory]) {
        await same(world.http.content.getContent(contentId, ctx), world.fake.content.getContent(contentId, ctx));
      }
      for (const folderId of Object.values(CONTENT_IDS.folders)) {
        await same(world.http.content.listFolder(folderId, ctx), world.fake.content.listFolder(folderId, ctx));
      }
    });

    it('answers an unknown content or folder as not found', async () => {
      await expectServedFailure(world.http.content.getContent(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
      await expectServedFailure(world.http.content.listFolder(UNKNOWN_ID, SHIPPED_CONTEXT), 'not-found');
    });
  });

  describe('URL resolution (UrlResolverPort)', () => {
    it.each(Object.entries(facts.urls))('resolves the URL of a %s', async (_, { path, locale }) => {
      await same(world.http.urlResolver.resolveUrl(`/${path}`, locale), world.fake.urlResolver.resolveUrl(`/${path}`, locale));
    });

    it('answers a URL of nothing as not found, with the `error` the shop API sends', async () => {
      await expectServedFailure(world.http.urlResolver.resolveUrl('/nu-exista.html', 'ro_RO'), 'not-found');
      const answer = await fetch(
        `${world.backend.providers['shop-api'].url}/api/rewriting?view_locale=ro_RO&view_url=nu-exista.html`,
        {
          headers: { Authorization: 'Bearer fake-backend-token' },
        },
      );
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ status: 'error', error: 'Not found', message: 'Not found' });
    });

    it('resolves through the fast API’s search_url too', async () => {
      const { path, locale, kind, id } = facts.urls.product;
      const lookUp = (viewUrl: string) =>
        fetch(`${world.backend.providers['fast-api'].url}/api/search_url/`, {
          method: 'POST',
          headers: { Authorization: 'Bearer fake-backend-token', 'Content-Type': 'application/json' },
          body: JSON.stringify({ view_locale: locale, view_url: viewUrl }),
        });
      const found = validateResponse(searchUrl200, await (await lookUp(path)).json());
      expect(found).toMatchObject({ ok: true, value: { view: kind, view_id: id, title: expect.any(String) } });
      const missing = await lookUp('nu-exista.html');
      expect(missing.status).toBe(404);
      expect(validateResponse(searchUrl404, await missing.json())).toMatchObject({ ok: true });
    });
  });
});
