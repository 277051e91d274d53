import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { REVIEW_BADGE_PORT, type ReviewBadgePort } from '../../../ports/review-badge-port';
import { parseConfig } from '../../../src/app/config';
import { httpFamily } from '../../../src/app/http-family';
import { A_BADGE_REQUEST } from '../../support/review-badge-builder';

const HTTP_ENV = {
  VITE_ADAPTERS: 'http',
  VITE_API_URL: 'https://shop.example',
  VITE_FAST_API_URL: 'https://fast.example',
  VITE_SHOP_TOKEN: 'shop-token',
};

/** The review port of the http family built from these build-time settings. */
function reviewPortOf(env: Record<string, string>): ReviewBadgePort {
  const { config } = parseConfig({ ...HTTP_ENV, ...env }, '1.1.0', 'https://casa.example');
  const container = new Container();
  container.load(httpFamily(config, new InMemoryStorage(), new InMemoryClock(), console));
  return container.get<ReviewBadgePort>(REVIEW_BADGE_PORT);
}

afterEach(() => vi.unstubAllGlobals());

describe('the review badge service setting (VITE_REVIEW_BADGE_URL)', () => {
  it('is read trimmed, and empty when unset', () => {
    expect(parseConfig({ VITE_REVIEW_BADGE_URL: ' https://reviews.example/v1 ' }, '1.1.0', '').config.reviewBadgeUrl).toBe(
      'https://reviews.example/v1',
    );
    expect(parseConfig({}, '1.1.0', '').config.reviewBadgeUrl).toBe('');
  });

  it('points the http review adapter at the configured service', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json({ ratingvalue: 4.5, ratingcount: 10 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await reviewPortOf({ VITE_REVIEW_BADGE_URL: 'https://reviews.example/v1' }).getBadge(A_BADGE_REQUEST);
    expect(answer).toMatchObject({ ok: true, value: { ratingValue: 4.5, ratingCount: 10 } });
    expect(fetch.mock.calls[0]?.[0].url).toBe('https://reviews.example/v1/badges/X1234?type=shop&source=reviews&language=en');
  });

  it('leaves the http build without a badge, and without a request, when it is not set', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await reviewPortOf({}).getBadge(A_BADGE_REQUEST)).toEqual({ ok: true, value: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
