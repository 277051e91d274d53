import { describe, expect, it } from 'vitest';
import { pageStatus, RETRY_AFTER_S } from '../../../src/server/page-status';

describe('the status a crawler is told for a page', () => {
  it('is 200 for a page that showed its data', () => {
    expect(pageStatus('ok')).toEqual({ status: 200, headers: {} });
  });

  it('is 404 for a product or shop URL that is not there', () => {
    expect(pageStatus('not-found')).toEqual({ status: 404, headers: {} });
  });

  it.each(['unavailable', 'timeout'] as const)('is 503 with Retry-After when the backend is %s', (outcome) => {
    expect(pageStatus(outcome)).toEqual({ status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) } });
  });
});
