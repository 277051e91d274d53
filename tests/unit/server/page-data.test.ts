import { describe, expect, it } from 'vitest';
import { pageDataText, type PageData } from '../../../src/app/page-data';
import { readPageData } from '../../../src/app/read-page-data';
import { pageDocument } from '../../../src/server/page-document';
import { TEMPLATE } from '../../support/given-a-server';

const data: PageData = {
  language: 'de',
  answers: [['product:de_DE:7', { title: 'Sofa </script><script>alert(1)</script> <!-- \u2028 end', price: 1299 }]],
};

describe('the data a page rendered on the server hands to the browser', () => {
  it('reads back exactly as it was written', () => {
    expect(readPageData(pageDataText(data))).toEqual(data);
  });

  it('cannot end its script early nor open a comment in it', () => {
    const text = pageDataText(data);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
  });

  it('is ignored when it is missing or not of its shape', () => {
    expect(readPageData(null)).toBeNull();
    expect(readPageData('{"language":"fr","answers":[]}')).toBeNull();
    expect(readPageData('{"language":"de","answers":[[1,2]]}')).toBeNull();
    expect(readPageData('not json')).toBeNull();
  });
});

describe('the document the server sends', () => {
  const head = { title: 'Sofa "<b>" & co', canonical: 'https://shop.example/de/product/7', jsonLd: [{ name: '</script>' }] };

  it('speaks the page language, holds the app, its escaped head and its data after the app', () => {
    const html = pageDocument(TEMPLATE, { language: 'de', html: '<main>Sofa</main>', head, data, styles: ['/assets/p.css'] });
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<title>Sofa &quot;&lt;b&gt;&quot; &amp; co</title>');
    expect(html).toContain('<link data-seo rel="canonical" href="https://shop.example/de/product/7">');
    expect(html).toContain('<script data-seo type="application/ld+json">{"name":"\\u003c/script>"}</script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/p.css"></head>');
    expect(html).toContain(
      `<div id="root"><main>Sofa</main></div><script type="application/json" id="page-data">${pageDataText(data)}</script><script>boot()</script>`,
    );
    expect(html).not.toContain('data-shell');
  });

  it('carries no data for a page the browser paints again', () => {
    const html = pageDocument(TEMPLATE, { language: 'ro', html: '', head: null, data: null, styles: [] });
    expect(html).not.toContain('page-data');
    expect(html).toContain('<title>Lemnia</title>');
  });
});
