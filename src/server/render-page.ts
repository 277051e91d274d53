import type { AppConfig } from '../../ports/config-port';
import type { LoggerPort } from '../../ports/logger-port';
import { splitLanguagePath } from '../domain/language-path';
import { loadPage } from '../app/page-load';
import type { PageOutcome } from '../app/page-openers';
import { heldAnswers } from './held-answers';
import { pageDocument } from './page-document';
import { pageStatus } from './page-status';
import { renderApp, renderServerError } from './render-app';
import { requestRoot, type BackendFamily } from './request-root';
import { withinBudget } from './within-budget';

export interface RenderSettings {
  config: AppConfig;
  /** The built index.html. */
  template: string;
  /** Milliseconds a page's backend calls may take, together, before the page is answered with 503. */
  budgetMs: number;
  logger: LoggerPort;
  /** The stylesheets of the catalogue's screens and of the server-error page. */
  styles: { catalogue: readonly string[]; serverError: readonly string[] };
  backend?: BackendFamily;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One catalogue page rendered for an anonymous visitor in the language its URL names, with a
 * container and stores of its own; null for a page that is the shopper's own (the browser renders it).
 */
export async function renderPage(settings: RenderSettings, url: URL): Promise<RenderedPage | null> {
  const { language, path: pagePath } = splitLanguagePath(url.pathname, settings.config.language);
  const page = new URL(pagePath + url.search, url.origin);
  const { root, cache, clock } = requestRoot(settings.config, language, settings.logger, settings.backend);
  const outcome: PageOutcome | 'timeout' | null = await withinBudget(loadPage(root, cache, clock, page), settings.budgetMs);
  if (outcome === null) return null;
  const { status, headers } = pageStatus(outcome);
  const failed = status === 503;
  // A page that is not there is the not-found page (its reads failed, so the screen has nothing to show).
  const path = outcome === 'not-found' ? '/not-found' : page.pathname + page.search;
  const app = failed ? await renderServerError(root, language, url) : await renderApp(root, language, path);
  const data = outcome === 'ok' ? { language, answers: heldAnswers(cache) } : null;
  const styles = failed ? settings.styles.serverError : settings.styles.catalogue;
  const body = pageDocument(settings.template, { language, ...app, data, styles });
  return { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body };
}
