import { Hono } from 'hono';
import { CATALOG_PORT } from '../../ports/catalog-port';
import { CONTENT_PORT } from '../../ports/content-port';
import { fail, portError, type Result } from '../../ports/model/result';
import { LANGUAGES, type LanguageCode } from '../../ports/model/shop-context';
import { cacheControl } from './cache-rules';
import { RETRY_AFTER_S } from './page-status';
import type { RenderSettings } from './render-page';
import { requestRoot } from './request-root';
import { withinBudget } from './within-budget';
import { robotsTxt } from './robots-txt';
import { cataloguePaths } from './sitemap-pages';
import {
  absoluteUrl,
  languageSitemapUrls,
  sitemapEntries,
  sitemapPath,
  SITEMAP_INDEX_PATH,
  type SitemapSite,
} from './sitemap-urls';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

type SitemapSettings = Pick<RenderSettings, 'config' | 'budgetMs' | 'logger' | 'backend'>;

/** A language's sitemap reads the whole catalogue: it may take this many page budgets. */
const SITEMAP_BUDGETS = 5;
/** The same for every visitor: a cache may keep it an hour. */
const PUBLIC_HOUR = 'public, max-age=3600';
const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_HOUR };

const tooSlow = portError('network', 'The catalogue took too long to read');

/** The catalogue's pages in one language, read through the ports of a container of its own, as an anonymous visitor. */
async function languagePaths(settings: SitemapSettings, language: LanguageCode): Promise<Result<string[]>> {
  const { root, container } = requestRoot(settings.config, language, settings.logger, settings.backend);
  const { localeConfig } = root.shop;
  await localeConfig.ensure();
  if (localeConfig.value === undefined) return fail(localeConfig.error ?? portError('network', 'No locale config'));
  return cataloguePaths(
    { catalog: container.get(CATALOG_PORT), content: container.get(CONTENT_PORT) },
    { context: root.shop.context, localeConfig: localeConfig.value },
  );
}

/** /sitemap.xml (an index of one sitemap per language), /sitemap-<language>.xml and /robots.txt. */
export function sitemapRoutes(settings: SitemapSettings): Hono {
  const app = new Hono();
  const site: SitemapSite = { origin: settings.config.siteOrigin, shopLanguage: settings.config.language };
  app.get(SITEMAP_INDEX_PATH, (c) => c.body(sitemapIndexXml(languageSitemapUrls(site)), 200, XML));
  for (const language of LANGUAGES) {
    app.get(sitemapPath(language), async (c) => {
      const read = await withinBudget(languagePaths(settings, language), settings.budgetMs * SITEMAP_BUDGETS);
      const paths = read === 'timeout' ? fail(tooSlow) : read;
      if (paths.ok) return c.body(urlSetXml(sitemapEntries(site, language, paths.value)), 200, XML);
      settings.logger.error(`The ${language} sitemap could not read the catalogue:`, paths.error.message);
      return c.text('Service unavailable', 503, {
        'Retry-After': String(RETRY_AFTER_S),
        'Cache-Control': cacheControl('unavailable'),
      });
    });
  }
  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(site.shopLanguage, absoluteUrl(site, SITEMAP_INDEX_PATH)), 200, { 'Cache-Control': PUBLIC_HOUR }),
  );
  return app;
}
