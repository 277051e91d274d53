import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl, navigationTarget, safeInternalPath } from '../../../src/domain/external-url';

const HOSTS = ['pay.example.com', 'good.ro', 'localhost', '127.0.0.1'];

describe('isAllowedExternalUrl', () => {
  it.each([
    'https://pay.example.com/checkout?x=1',
    'https://good.ro',
    'https://www.good.ro/path',
    'https://a.b.good.ro/',
    'HTTPS://GOOD.RO/',
    'https://good.ro:8443/x',
    'http://localhost:5173/x',
    'http://127.0.0.1/x',
  ])('allows %s', (url) => {
    expect(isAllowedExternalUrl(url, HOSTS)).toBe(true);
  });

  it.each([
    'http://good.ro/',
    'https://evil.com/',
    'https://evilgood.ro/',
    'https://good.ro.evil.com/',
    'https://evil@good.ro/',
    'https://good.ro@evil.com/',
    'https://user:pass@good.ro/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//good.ro/path',
    '/relative/path',
    'https:good.ro',
    'https:/good.ro',
    'https:\\\\evil.com',
    'https://\\evil.com',
    'https:///evil.com',
    ' https://good.ro/',
    'https://go\nod.ro/',
    'https://',
    'not a url',
    '',
    'ftp://good.ro/',
    'http://localhost.evil.com/',
  ])('rejects %j', (url) => {
    expect(isAllowedExternalUrl(url, HOSTS)).toBe(false);
  });

  it('allows http loopback only when the allowlist names it', () => {
    expect(isAllowedExternalUrl('http://localhost/x', ['good.ro'])).toBe(false);
  });

  it('ignores blank allowlist entries', () => {
    expect(isAllowedExternalUrl('https://anything.com/', ['', ' '])).toBe(false);
  });
});

describe('isAllowedExternalUrl with exact host matching', () => {
  it.each([
    ['https://good.ro/x', true],
    ['https://www.good.ro/x', false],
    ['https://good.ro:8443/x', false],
    ['HTTPS://GOOD.RO/', false],
    ['http://localhost/x', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url, HOSTS, 'exact')).toBe(allowed);
  });
});

describe('navigationTarget', () => {
  it.each([
    ['/order-placed?cart_id=5', '/order-placed?cart_id=5'],
    ['https://www.good.ro/x', 'https://www.good.ro/x'],
    ['//good.ro/x', null],
    ['https://evil.com/', null],
    ['', null],
    [null, null],
  ] as [unknown, string | null][])('%j → %j', (url, target) => {
    expect(navigationTarget(url, HOSTS)).toBe(target);
  });
});

describe('safeInternalPath', () => {
  it.each(['/', '/cart', '/account/order/12', '/search/sofa?x=1#top', '/product/5'])('keeps %s', (path) => {
    expect(safeInternalPath(path)).toBe(path);
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['/\\evil.com', 'backslash host'],
    ['https://evil.com', 'absolute URL'],
    ['javascript:alert(1)', 'script scheme'],
    ['cart', 'relative path'],
    ['', 'empty'],
    ['/ca\nrt', 'control character'],
    [null, 'null'],
    [42, 'number'],
    [undefined, 'undefined'],
  ] as [unknown, string][])('falls back to / for %j (%s)', (raw) => {
    expect(safeInternalPath(raw)).toBe('/');
  });
});
