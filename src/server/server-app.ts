import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Next } from 'hono';
import { compress } from 'hono/compress';
import type { PolicySources } from './content-security-policy';
import { cacheControl, DEFAULT_CACHE, type CacheSettings } from './cache-rules';
import { languageRedirect } from './language-redirect';
import { pageAnswer } from './page-answer';
import { RETRY_AFTER_S } from './page-status';
import { renderPage, type RenderSettings } from './render-page';
import { requestLog, type RequestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { sitemapRoutes } from './sitemap-routes';
import { publicUrl, trusts, type ProxyTrust } from './trusted-proxy';

export interface ServerSettings extends RenderSettings {
  /** The client build's folder (its assets and public files, each hashed asset with its .br and .gz). */
  clientDir: string;
  /** What the Content-Security-Policy allows beyond the configuration, and where its reports go. */
  policy: PolicySources;
  /** How long caches keep a catalogue page (the defaults without it). */
  cache?: CacheSettings;
  /** Which peers' Host, X-Forwarded-* and X-Request-Id the server believes (none without it). */
  trustProxy?: ProxyTrust;
  /** Where each request's line goes (nowhere without it). */
  requestLog?: RequestLog;
}

const FILE = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The production server: load balancers' health check, the sitemaps and robots.txt, the client build's files, and every other
 * path rendered on the server (catalogue pages) or handed to the single-page app (the shopper's own).
 */
export function serverApp(settings: ServerSettings): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use('*', securityHeaders(settings.config, settings.template, settings.policy));
  const cache = settings.cache ?? DEFAULT_CACHE;
  const trusted = (c: Context) =>
    trusts(settings.trustProxy ?? 'none', (c.env as HttpBindings | undefined)?.incoming?.socket.remoteAddress);
  const files = serveStatic({ root: settings.clientDir, index: '', precompressed: true });
  const file = async (c: Context, next: Next) => {
    const served: unknown = await files(c, next);
    if (!(served instanceof Response)) return;
    served.headers.set('Cache-Control', cacheControl(c.req.path.startsWith('/assets/') ? 'asset' : 'public-file'));
    return served;
  };
  app.use('*', requestLog({ log: settings.requestLog ?? (() => undefined), shopLanguage: settings.config.language, trusted }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.route('/', sitemapRoutes(settings));
  // A catalogue page's HTML is 80-270 KB, most of it its data: gzip takes it to a fifth on a phone's connection.
  app.use('*', compress());
  app.use('*', (c, next) => (FILE.test(c.req.path) ? file(c, next) : next()));
  app.get('*', async (c) => {
    if (FILE.test(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': cacheControl('missing-file') });
    const url = publicUrl(c.req.raw, trusted(c), settings.config.siteOrigin);
    const redirect = languageRedirect(url, settings.config.language);
    if (redirect !== null) {
      c.header('Cache-Control', cacheControl('redirect'));
      return c.redirect(redirect, 301);
    }
    const page = await renderPage(settings, url);
    if (page === null) return c.html(settings.template, 200, { 'Cache-Control': cacheControl('personal') });
    return pageAnswer(c, page, cache);
  });
  // Never a stack trace: what went wrong is logged, the visitor is asked to come back.
  app.onError((error, c) => {
    settings.logger.error('Rendering failed:', error instanceof Error ? error.message : error);
    return c.text('Service unavailable', 503, {
      'Retry-After': String(RETRY_AFTER_S),
      'Cache-Control': cacheControl('unavailable'),
    });
  });
  return app;
}
