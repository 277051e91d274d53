import { describe, expect, it } from 'vitest';
import { proxyTrust, publicUrl, requestId, trusts } from '../../../src/server/trusted-proxy';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const SITE = 'https://www.lemnia.ro';

describe('the proxies the server trusts (TRUST_PROXY)', () => {
  it('trusts no one by default, any peer with 1, or the listed addresses', () => {
    expect(proxyTrust(undefined)).toBe('none');
    expect(proxyTrust('0')).toBe('none');
    expect(proxyTrust('true')).toBe('any');
    expect(proxyTrust('1')).toBe('any');
    expect(proxyTrust('10.0.0.2, 10.0.0.3')).toEqual(['10.0.0.2', '10.0.0.3']);
  });

  it('trusts a listed proxy, also as an IPv4 peer on a dual-stack socket, and no other peer', () => {
    expect(trusts(['10.0.0.2'], '10.0.0.2')).toBe(true);
    expect(trusts(['10.0.0.2'], '::ffff:10.0.0.2')).toBe(true);
    expect(trusts(['10.0.0.2'], '10.0.0.9')).toBe(false);
    expect(trusts(['10.0.0.2'], undefined)).toBe(false);
    expect(trusts('none', '10.0.0.2')).toBe(false);
    expect(trusts('any', undefined)).toBe(true);
  });
});

describe('the URL a page is rendered for', () => {
  it('is on SITE_ORIGIN when the peer is not trusted, whatever its Host and X-Forwarded-* say', () => {
    const asked = request('http://evil.example/product/7?pse=2', {
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'http',
    });
    expect(publicUrl(asked, false, SITE).href).toBe('https://www.lemnia.ro/product/7?pse=2');
  });

  it('is on the host and scheme a trusted proxy names', () => {
    const asked = request('http://10.0.0.7:4000/en/products', {
      'X-Forwarded-Host': 'www.lemnia.de, inner',
      'X-Forwarded-Proto': 'https',
    });
    expect(publicUrl(asked, true, SITE).href).toBe('https://www.lemnia.de/en/products');
  });

  it("is on the request's host and SITE_ORIGIN's scheme behind a trusted proxy that forwards only Host", () => {
    expect(publicUrl(request('http://www.lemnia.de/x'), true, SITE).href).toBe('https://www.lemnia.de/x');
  });

  it("keeps SITE_ORIGIN's host and scheme for a forwarded host or scheme that is not one", () => {
    const asked = request('http://www.lemnia.de/x', { 'X-Forwarded-Host': 'a b/c', 'X-Forwarded-Proto': 'javascript' });
    expect(publicUrl(asked, true, SITE).href).toBe('https://www.lemnia.ro/x');
  });
});

describe("a request's id", () => {
  const fresh = () => 'generated';

  it("is the trusted proxy's X-Request-Id", () => {
    expect(requestId(request(SITE, { 'X-Request-Id': 'abc-123' }), true, fresh)).toBe('abc-123');
  });

  it("is the server's own when the peer is not trusted, sent none, or sent one that could forge a log line", () => {
    expect(requestId(request(SITE, { 'X-Request-Id': 'abc-123' }), false, fresh)).toBe('generated');
    expect(requestId(request(SITE), true, fresh)).toBe('generated');
    expect(requestId(request(SITE, { 'X-Request-Id': 'a"}\\n{"x' }), true, fresh)).toBe('generated');
  });
});
