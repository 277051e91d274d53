import { describe, expect, it } from 'vitest';
import type { InfoPage } from '../../../ports/model/content';
import { INFO_PAGE_PATHS, infoPageForPath, infoPagePath } from '../../../src/domain/info-pages';

describe('info page slugs', () => {
  it.each([
    ['pay', '/bezahlen', '/pay'],
    ['delivery', '/lieferung', '/delivery'],
    ['data-protection', '/datenschutz', '/data-protection'],
    ['terms-and-conditions', '/agb.html', '/terms-and-conditions'],
    ['faq', '/faq', '/faq'],
    ['press', '/presse', '/press'],
    ['imprint', '/Impressum', '/imprint'],
    ['right-of-withdrawal', '/widerrufsrecht', '/right-of-withdrawal'],
    ['shipping-costs', '/versandkosten', '/shipping-costs'],
    ['blog', '/blog', '/blog'],
    ['about', '/about', '/about'],
    ['contact', '/contact', '/contact'],
    ['warranty', '/conditii-de-garantie.html', '/conditii-de-garantie.html'],
    ['user-manual', '/manual-de-utilizare-1.html', '/manual-de-utilizare-1.html'],
  ] as [InfoPage, string, string][])('%s: %s ↔ %s', (page, german, slug) => {
    expect(infoPagePath(page, 'german')).toBe(german);
    expect(infoPagePath(page, 'translated')).toBe(slug);
    expect(infoPageForPath(german)).toBe(page);
    expect(infoPageForPath(slug)).toBe(page);
  });

  it('marks only the warranty and user manual as Romania-only', () => {
    expect(INFO_PAGE_PATHS.filter((info) => info.romaniaOnly).map((info) => info.page)).toEqual(['warranty', 'user-manual']);
  });

  it.each([
    ['/impressum', 'imprint'],
    ['/pay/', 'pay'],
    ['/unknown', null],
    ['/', null],
    ['/cart', null],
  ])('%s → %s', (path, page) => {
    expect(infoPageForPath(path)).toBe(page);
  });
});
