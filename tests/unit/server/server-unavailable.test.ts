import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_S } from '../../../src/server/page-status';
import { givenAServerWhoseBackendIs } from '../../support/given-a-server';

const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('the production server when the backend cannot answer', () => {
  it.each(['down', 'slow'] as const)(
    'answers a product page with 503, Retry-After and the server-error page when the backend is %s',
    async (state) => {
      const server = await givenAServerWhoseBackendIs(state);
      try {
        const started = Date.now();
        const { status, headers, html } = await server.get('/product/2021');
        expect(status).toBe(503);
        expect(headers.get('Retry-After')).toBe(String(RETRY_AFTER_S));
        expect(headers.get('Cache-Control')).toBe('private, no-store');
        expect(bodyOf(html)).toContain('data-country="en"');
        expect(html).not.toContain('id="page-data"');
        expect(html).not.toMatch(/\bat \S+ \(|Error:/);
        if (state === 'slow') expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await server.close();
      }
    },
  );

  it('behind a trusted proxy, shows the server-error page in the country of the host the proxy names', async () => {
    const server = await givenAServerWhoseBackendIs('down', 10_000, { trustProxy: 'any' });
    try {
      const proxied = { 'X-Forwarded-Host': 'www.lemnia.de', 'X-Forwarded-Proto': 'https' };
      const { status, html } = await server.getFrom('http://10.0.0.7:4000', '/', proxied);
      expect(status).toBe(503);
      expect(bodyOf(html)).toContain('data-country="de"');
    } finally {
      await server.close();
    }
  });

  it('believes the forwarded host only from a listed proxy (TRUST_PROXY=<addresses>)', async () => {
    const server = await givenAServerWhoseBackendIs('down', 10_000, { trustProxy: ['10.0.0.2'] });
    try {
      const proxied = { 'X-Forwarded-Host': 'www.lemnia.de', 'X-Forwarded-Proto': 'https' };
      const viaProxy = await server.getFrom('http://10.0.0.7:4000', '/', proxied, '::ffff:10.0.0.2');
      const direct = await server.getFrom('http://10.0.0.7:4000', '/', proxied, '198.51.100.4');
      expect(bodyOf(viaProxy.html)).toContain('data-country="de"');
      expect(bodyOf(direct.html)).toContain('data-country="en"');
    } finally {
      await server.close();
    }
  });

  it("without a trusted proxy, ignores the client's Host and X-Forwarded-Host: the page is SITE_ORIGIN's", async () => {
    const server = await givenAServerWhoseBackendIs('down');
    try {
      const fromHost = await server.getFrom('https://www.lemnia.de', '/');
      const forwarded = await server.getFrom('https://shop.example', '/', { 'X-Forwarded-Host': 'www.lemnia.de' });
      for (const { status, html } of [fromHost, forwarded]) {
        expect(status).toBe(503);
        expect(bodyOf(html)).toContain('data-country="en"');
      }
    } finally {
      await server.close();
    }
  });
});
