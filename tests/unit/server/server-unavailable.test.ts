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
        expect(bodyOf(html)).toContain('data-country="en"');
        expect(html).not.toContain('id="page-data"');
        expect(html).not.toMatch(/\bat \S+ \(|Error:/);
        if (state === 'slow') expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await server.close();
      }
    },
  );

  it('keeps the country of the host on the server-error page', async () => {
    const server = await givenAServerWhoseBackendIs('down');
    try {
      const { status, html } = await server.getFrom('https://www.lemnia.de', '/');
      expect(status).toBe(503);
      expect(bodyOf(html)).toContain('data-country="de"');
    } finally {
      await server.close();
    }
  });
});
