import type { PageOutcome } from '../app/page-openers';

/** Seconds a crawler or a cache is asked to wait before trying a page that failed for want of the backend. */
export const RETRY_AFTER_S = 30;

export interface PageStatus {
  status: 200 | 404 | 503;
  headers: Record<string, string>;
}

/** What the page's data amounted to (or 'timeout': its reads overran their budget), as a status a crawler trusts. */
export function pageStatus(outcome: PageOutcome | 'timeout'): PageStatus {
  switch (outcome) {
    case 'ok':
      return { status: 200, headers: {} };
    case 'not-found':
      return { status: 404, headers: {} };
    case 'unavailable':
    case 'timeout':
      return { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) } };
  }
}
