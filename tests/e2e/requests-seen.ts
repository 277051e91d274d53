import type { Page, Request } from '@playwright/test';

/** The requests the page sends from now on to a path that passes the test. */
export function requestsTo(page: Page, path: (pathname: string) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (path(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}
