import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { languageRedirect } from './language-redirect';
import { compress } from 'hono/compress';
import type { PolicySources } from './content-security-policy';
import { RETRY_AFTER_S } from './page-status';
import { renderPage, type RenderSettings } from './render-page';
import { securityHeaders } from './security-headers';
import { sitemapRoutes } from './sitemap-routes';

export interface ServerSettings extends RenderSettings {
  /** The client build's folder (its assets and public files). */
  clientDir: string;
  /** What the Content-Security-Policy allows beyond the configuration, and where its reports go. */
  policy: PolicySources;
}

const FILE = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The production server: load balancers' health check, the sitemaps and robots.txt, the client build's files, and every other
 * path rendered on the server (catalogue pages) or handed to the single-page app (the shopper's own).
 */
export function serverApp(settings: ServerSettings): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(settings.config, settings.template, settings.policy));
  const files = serveStatic({ root: settings.clientDir, index: '' });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/', sitemapRoutes(settings));
  // A catalogue page's HTML is 80-270 KB, most of it its data: gzip takes it to a fifth on a phone's connection.
  app.use('*', compress());
  app.use('*', (c, next) => (FILE.test(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    if (FILE.test(c.req.path)) return c.notFound();
    const url = new URL(c.req.url);
    const redirect = languageRedirect(url, settings.config.language);
    if (redirect !== null) return c.redirect(redirect, 301);
    const page = await renderPage(settings, url);
    if (page === null) return c.html(settings.template);
    return c.body(page.body, page.status as 200, page.headers);
  });
  // Never a stack trace: what went wrong is logged, the visitor is asked to come back.
  app.onError((error, c) => {
    settings.logger.error('Rendering failed:', error instanceof Error ? error.message : error);
    return c.text('Service unavailable', 503, { 'Retry-After': String(RETRY_AFTER_S) });
  });
  return app;
}
