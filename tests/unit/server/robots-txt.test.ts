import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { robotsTxt, SHOPPER_PATHS } from '../../../src/server/robots-txt';

const disallowed = (text: string) => text.split('\n').filter((line) => line.startsWith('Disallow: '));

describe('robots.txt', () => {
  it("keeps crawlers out of the shopper's own pages in every language's URLs", () => {
    const lines = disallowed(robotsTxt('ro', null));
    for (const path of ['/cart', '/checkout', '/account', '/login-register']) {
      expect(lines).toEqual(expect.arrayContaining([`Disallow: ${path}`, `Disallow: /de${path}`, `Disallow: /en${path}`]));
    }
    expect(lines).toHaveLength(SHOPPER_PATHS.length * 3);
    expect(lines.some((line) => line.startsWith('Disallow: /ro/'))).toBe(false);
  });

  it('lets crawlers in everywhere else and points at the sitemap by its absolute URL', () => {
    const text = robotsTxt('de', 'https://www.lemnia.de/sitemap.xml');
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(text.endsWith('\nSitemap: https://www.lemnia.de/sitemap.xml\n')).toBe(true);
    expect(disallowed(text)).toContain('Disallow: /ro/checkout');
  });

  it("the static build's robots.txt says the same, without a sitemap (it has none)", () => {
    expect(readFileSync('public/robots.txt', 'utf8')).toBe(robotsTxt('ro', null));
  });
});
