import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/app/config';
import { securityHeaders, securityHeaderValues } from '../../../src/server/security-headers';

const config = parseConfig({ VITE_ADAPTERS: 'http' }, '1.0.0', 'https://shop.example').config;

/** An app with the headers middleware, one page, and one route that fails as a page's rendering could. */
function appReportingTo(reportUri: string): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(config, '<script>boot()</script>', { script: [], connect: [], img: [], reportUri }));
  app.get('/page', (c) => c.html('<p>page</p>'));
  app.get('/fails', () => {
    throw new Error('rendering failed');
  });
  app.onError((_error, c) => c.text('Service unavailable', 503));
  return app;
}

describe('the security headers middleware', () => {
  it('names the reporting endpoint the policy reports to, when CSP_REPORT_URI is set', async () => {
    const response = await appReportingTo('https://reports.example/csp').request('/page');
    expect(response.headers.get('Reporting-Endpoints')).toBe('csp-endpoint="https://reports.example/csp"');
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /report-uri https:\/\/reports\.example\/csp; report-to csp-endpoint$/,
    );
  });

  it('sends no reporting endpoint without CSP_REPORT_URI', async () => {
    const response = await appReportingTo('').request('/page');
    expect(response.headers.get('Reporting-Endpoints')).toBeNull();
  });

  it('also sets the headers on the answer to a failure the app caught', async () => {
    const response = await appReportingTo('').request('/fails');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('hands a static host the very headers the server sends with a page', async () => {
    const sent = (await appReportingTo('https://reports.example/csp').request('/page')).headers;
    const sources = { script: [], connect: [], img: [], reportUri: 'https://reports.example/csp' };
    const values = await securityHeaderValues(config, '<script>boot()</script>', sources);
    const securityHeadersSent = [...sent].filter(([name]) => name !== 'content-type' && name !== 'content-length');
    expect(values).toEqual(Object.fromEntries(securityHeadersSent));
    expect(Object.keys(values)).toContain('content-security-policy');
  });
});
