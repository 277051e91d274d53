import { expect } from 'vitest';
import type { Sanitizer } from '../../src/shared/components/html-sanitizer';

/** The image hosts a shop is configured with, in the sanitiser tests. */
export const IMAGE_HOSTS = ['images.example.com', 'https://fast.example.com/api'];

/** Back-office HTML with what must not reach the page, and what must. */
export const HOSTILE_HTML = [
  '<p id="localeConfig" name="localeConfig">Intro</p>',
  '<img name="localeConfig" src="/img/oslo.jpg" alt="Oslo">',
  '<a id="cart" href="/cart">Cart</a>',
  '<img src="https://tracker.example.net/pixel.gif?u=1" alt="pixel">',
  '<img src="//tracker.example.net/p.gif" alt="relative-protocol">',
  '<img srcset="https://images.example.com/a.jpg 1x, https://tracker.example.net/b.jpg 2x" alt="mixed">',
  '<img src="https://images.example.com/sofa.jpg" srcset="https://fast.example.com/sofa-2x.jpg 2x" alt="allowed">',
  '<video poster="https://tracker.example.net/poster.jpg" src="https://tracker.example.net/v.mp4"></video>',
  '<table background="https://tracker.example.net/bg.gif"><tr><td>cell</td></tr></table>',
].join('');

/** The rules every sanitiser of the shop keeps (the browser's and the server's follow the same ones). */
export function expectShopRules(sanitize: Sanitizer): void {
  const clean = sanitize(HOSTILE_HTML, IMAGE_HOSTS);
  const body = new DOMParserOf(clean);
  expect(clean).not.toMatch(/\sid=|\sname=/);
  expect(clean).not.toContain('tracker.example.net');
  expect(clean).toContain('Intro');
  expect(body.attribute('img[alt="Oslo"]', 'src')).toBe('/img/oslo.jpg');
  expect(body.attribute('a', 'href')).toBe('/cart');
  expect(body.attribute('img[alt="pixel"]', 'src')).toBeNull();
  expect(body.attribute('img[alt="relative-protocol"]', 'src')).toBeNull();
  expect(body.attribute('img[alt="mixed"]', 'srcset')).toBeNull();
  expect(body.attribute('img[alt="allowed"]', 'src')).toBe('https://images.example.com/sofa.jpg');
  expect(body.attribute('img[alt="allowed"]', 'srcset')).toBe('https://fast.example.com/sofa-2x.jpg 2x');
  // Without configured hosts, only the shop's own images load.
  expect(sanitize('<img src="https://images.example.com/sofa.jpg" alt="x">')).not.toContain('images.example.com');
}

/** Reads attributes of sanitised HTML with regular expressions, so the same check runs with and without a DOM. */
class DOMParserOf {
  constructor(private readonly html: string) {}

  attribute(selector: string, name: string): string | null {
    const [, tag = '', alt] = /^(\w+)(?:\[alt="([^"]+)"\])?$/.exec(selector) ?? [];
    const element = new RegExp(`<${tag}\\b[^>]*${alt === undefined ? '' : `alt="${alt}"`}[^>]*>`).exec(this.html)?.[0] ?? '';
    const match = new RegExp(`\\s${name}="([^"]*)"`).exec(element);
    return match ? match[1]!.replace(/&amp;/g, '&') : null;
  }
}
