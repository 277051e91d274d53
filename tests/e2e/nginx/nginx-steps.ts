import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { BUILD_HEADERS, securityHeaders } from '../../../scripts/nginx-config.mjs';

/** The security headers nginx adds in front of the server where it sent none, by lower-case name. */
export const serverSiteFallbacks = (): Record<string, string> =>
  securityHeaders(readFileSync(new URL('../../../deploy/nginx/security-headers.conf', import.meta.url), 'utf8'));

/** The security headers the static site sends: those the build it serves wrote (the server's policy for its page). */
export const staticSiteHeaders = (): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../dist-e2e-http/${BUILD_HEADERS}`, import.meta.url), 'utf8')) as Record<string, string>;

/** How many times the response carries each header (a header nginx and the server both sent counts twice). */
export const headerCounts = (response: APIResponse): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { name } of response.headersArray()) counts[name.toLowerCase()] = (counts[name.toLowerCase()] ?? 0) + 1;
  return counts;
};

/** The hashed script files the page at this path loads. */
export async function assetsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map(([asset]) => asset))];
}

/** The Content-Security-Policy violations the page reports from now on. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** The hashed assets the page took from the browser's cache, and those it fetched. */
export const assetDeliveries = (page: Page) =>
  page.evaluate(() => {
    const assets = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/')) as PerformanceResourceTiming[];
    return {
      cached: assets.filter((entry) => entry.transferSize === 0).length,
      fetched: assets.filter((entry) => entry.transferSize > 0).map((entry) => entry.name),
    };
  });
