import { describe, expect, it } from 'vitest';
import { InMemoryUrlResolver } from '../../../adapters/fake/in-memory-url-resolver';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { error, value } from './fake-test-support';

const data = getSeedData();
const resolver = new InMemoryUrlResolver(data);
const { urls } = seedFacts();

describe('the in-memory URL resolver', () => {
  it.each(Object.entries(urls))('resolves the sample %s url', async (_name, sample) => {
    const resolved = value(await resolver.resolveUrl(sample.path, sample.locale));
    expect(resolved).toMatchObject({ kind: sample.kind, id: sample.id });
    expect(resolved.title?.length).toBeGreaterThan(0);
  });

  it('resolves the five kinds, with a leading slash, and titles in the locale language', async () => {
    const product = data.products[10];
    const category = data.categoryById.get(11);
    if (product === undefined || category === undefined) throw new Error('seed');
    expect(value(await resolver.resolveUrl(`/${product.url.de}`, 'de_DE'))).toEqual({
      kind: 'product',
      id: product.id,
      title: product.title.de,
    });
    expect(value(await resolver.resolveUrl('living-room/sofas', 'en_US'))).toEqual({ kind: 'category', id: 11, title: 'Sofas' });
    expect(value(await resolver.resolveUrl('living/canapele', 'ro_RO'))).toEqual({ kind: 'category', id: 11, title: 'Canapele' });
    expect(value(await resolver.resolveUrl('brand/nordholm', 'ro_RO'))).toEqual({ kind: 'brand', id: 1, title: 'Nordholm' });
    expect(value(await resolver.resolveUrl('conditii-de-garantie.html', 'ro_RO'))).toMatchObject({ kind: 'content' });
    const pseId = product.pseIds[0] ?? 0;
    expect(value(await resolver.resolveUrl(product.url.en.replace('.html', `-${pseId}.html`), 'en_US'))).toMatchObject({
      kind: 'pse',
      id: pseId,
    });
  });

  it('indexes every product, category, content and brand url in every language without collisions', () => {
    for (const language of ['de', 'ro', 'en'] as const) {
      for (const product of data.products)
        expect(data.urlIndex.get(product.url[language])).toEqual({ kind: 'product', id: product.id });
      for (const category of data.categories)
        expect(data.urlIndex.get(category.url[language])).toEqual({ kind: 'category', id: category.id });
      for (const content of data.contents)
        expect(data.urlIndex.get(content.url[language])).toEqual({ kind: 'content', id: content.id });
    }
    for (const brand of data.brands) expect(data.urlIndex.get(brand.url)).toEqual({ kind: 'brand', id: brand.id });
  });

  it('resolves every variant url', async () => {
    for (const pse of [...data.pseById.values()].filter((_, i) => i % 97 === 0)) {
      expect(value(await resolver.resolveUrl(pse.url.de, 'de_DE'))).toMatchObject({ kind: 'pse', id: pse.id });
    }
    const pse = data.pseById.values().next().value;
    expect(error(await resolver.resolveUrl(`wrong-slug-${pse?.id ?? 0}.html`, 'ro_RO'))).toMatchObject({ kind: 'not-found' });
  });

  it("fails an unknown path with 'Not found'", async () => {
    expect(error(await resolver.resolveUrl('no/such-page.html', 'ro_RO'))).toMatchObject({
      kind: 'not-found',
      message: 'Not found',
    });
  });
});
