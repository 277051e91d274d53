import { TAG_MANAGER_ORIGIN } from '../../ports/tag-manager-port';
import type { AppConfig } from '../../ports/config-port';
import { inlineScriptHashes, inlineStyleHashes } from './inline-hashes';

/** What the configuration does not name: read from the server's environment (server-settings.ts). */
export interface PolicySources {
  /** More script origins (CSP_SCRIPT_SRC), such as those the tag manager's container loads its tags from. */
  script: readonly string[];
  /** More origins the browser calls (CSP_CONNECT_SRC), such as the search service the backend's ConfigApi names. */
  connect: readonly string[];
  /** More image hosts (CSP_IMG_SRC) besides the shop's own, its API's and data: URLs. */
  img: readonly string[];
  /** Where browsers send violation reports (CSP_REPORT_URI); '' for nowhere. */
  reportUri: string;
}

export type Directives = Record<string, string[]>;

/** The reporting endpoint's name in Reporting-Endpoints and report-to. */
export const REPORT_GROUP = 'csp-endpoint';

const originOf = (url: string, https = false): string[] => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || (!https && protocol === 'http:') ? [origin] : [];
  } catch {
    return [];
  }
};

const unique = (sources: string[]): string[] => [...new Set(sources)];

/**
 * The Content-Security-Policy of every response: scripts run only from the shop's own files, the
 * built page's inline start-up scripts (by their hashes, so a cached page stays valid: no nonce), and
 * the tag manager's, the configured chat's and CSP_SCRIPT_SRC's origins. No 'strict-dynamic': it would block the entry that
 * the start-up script imports (an import() from a script in the page's markup counts as parser-inserted).
 * React's style props are style attributes in server-rendered HTML, hence style-src-attr 'unsafe-inline';
 * <style> elements need a hash.
 */
export function cspDirectives(config: AppConfig, template: string, sources: PolicySources): Directives {
  // The container id may come from the fast API's answer as well as from the configuration.
  const tagManager = [TAG_MANAGER_ORIGIN];
  const chat = originOf(config.chat.scriptUrl, true);
  const apis = [config.apiUrl, config.fastApiUrl, config.searchProxyUrl, config.reviewBadgeUrl].flatMap((url) => originOf(url));
  const errors = originOf(config.errorReporting.dsn, true);
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScriptHashes(template), ...tagManager, ...chat, ...sources.script]),
    'style-src': unique(["'self'", ...inlineStyleHashes(template)]),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', ...apis, ...sources.img, ...tagManager]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...apis, ...sources.connect, ...errors, ...tagManager, ...chat]),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': unique(["'self'", ...tagManager, ...chat]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': unique(["'self'", ...config.paymentHosts.map((host) => `https://${host}`)]),
  };
  if (sources.reportUri === '') return directives;
  return { ...directives, 'report-uri': [sources.reportUri], 'report-to': [REPORT_GROUP] };
}

export const cspText = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
