import { describe, expect, it } from 'vitest';
import { ok } from '../../../ports/model/result';
import { bindingOf } from '../../../ports/port-token';
import { URL_RESOLVER_PORT } from '../../../ports/url-resolver-port';
import type { ResolvedKind } from '../../../ports/model/resolved-url';
import { adminLinks } from '../../../src/domain/admin-links';
import { givenAShop } from '../../support/build-root-store';

const SECTIONS = [
  'customers',
  'orders',
  'catalog',
  'folders',
  'coupon',
  'sales',
  'brand',
  'export',
  'import',
  'modules',
  'configuration',
];

describe('the admin bar links (section 2.7)', () => {
  it('always lists the back-office sections', () => {
    expect(adminLinks(null).map((link) => link.key)).toEqual(SECTIONS);
  });

  it.each([
    [{ kind: 'product', id: 3 } as const, 'updateProduct /products/update?product_id=3'],
    [{ kind: 'partner-product', pseId: 905 } as const, 'updatePartnerProduct /products/update?pse_id=905'],
    [{ kind: 'category', id: 12 } as const, 'updateCategory /categories/update?category_id=12'],
    [{ kind: 'content', id: 7 } as const, 'updateContent /content/update?content_id=7'],
  ])('adds the edit link of the page: %j', (page, link) => {
    const links = adminLinks(page);
    expect(links.slice(0, 11).map((l) => l.key)).toEqual(SECTIONS);
    expect(links.slice(11).map((l) => `${l.key} ${l.path}`)).toEqual([link]);
  });
});

describe('the admin bar follows what a rewritten URL resolved to', () => {
  it.each([
    ['pse', 905, 'updatePartnerProduct'],
    ['product', 31, 'updateProduct'],
    ['category', 12, 'updateCategory'],
  ] as [ResolvedKind, number, string][])('a %s page (id %i) gets %s', async (kind, id, key) => {
    const resolveUrl = () => Promise.resolve(ok({ kind, id }));
    const { root } = givenAShop({ ports: [bindingOf(URL_RESOLVER_PORT, { resolveUrl })] });
    await root.urlResolution.resolve('/some-page.html').ensure();
    const { bar: adminBar } = await root.adminBar.load();
    expect(
      adminBar
        .linksFor('/some-page.html', null)
        .slice(11)
        .map((link) => link.key),
    ).toEqual([key]);
  });
});
