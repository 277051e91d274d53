import { afterEach, describe, expect, it, vi } from 'vitest';
import { A_BADGE_REQUEST } from '../../support/review-badge-builder';
import { setupAdapters } from './setup-adapters';

const REVIEWS = 'https://reviews.example/v1';
const BADGE_PATH = '/v1/badges/X1234';

const document = {
  ratingvalue: 4.8,
  ratingcount: 1234,
  sealcolor: '#c9962b',
  reviewpage: 'https://reviews.example/shops/X1234',
  shopname: 'Casa',
  badgeImage: 'https://reviews.example/seal.svg',
};

function setup({ reviewBadgeUrl }: { reviewBadgeUrl?: string } = { reviewBadgeUrl: REVIEWS }) {
  const { stub, ports } = setupAdapters(null, { reviewBadgeUrl });
  return { stub, reviewBadge: ports.reviewBadge };
}

afterEach(() => vi.restoreAllMocks());

describe('http review badge adapter (spec 7.6)', () => {
  it('GETs the badge data by shop id, type, source and language from the configured service', async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, { json: document });
    await reviewBadge.getBadge(A_BADGE_REQUEST);
    const request = stub.last();
    expect(request.method).toBe('GET');
    expect(request.url.origin + request.url.pathname).toBe(`${REVIEWS}/badges/X1234`);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ type: 'shop', source: 'reviews', language: 'en' });
  });

  it('sends no credentials and no content type to the third party (no CORS preflight)', async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, { json: document });
    await reviewBadge.getBadge(A_BADGE_REQUEST);
    const { headers } = stub.last();
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('escapes the shop id in the path', async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', '/v1/badges/a%2F..%2Fb', { json: document });
    await reviewBadge.getBadge({ ...A_BADGE_REQUEST, shopId: 'a/../b' });
    expect(stub.last().url.pathname).toBe('/v1/badges/a%2F..%2Fb');
  });

  it("maps the document to the shop's badge, leaving the provider's other fields out", async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, { json: document });
    expect(await reviewBadge.getBadge(A_BADGE_REQUEST)).toEqual({
      ok: true,
      value: {
        ratingValue: 4.8,
        ratingCount: 1234,
        sealColor: '#c9962b',
        reviewPageUrl: 'https://reviews.example/shops/X1234',
      },
    });
  });

  it('reads a missing or blank seal colour and review page as none', async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, { json: { ratingvalue: 5, ratingcount: 1, sealcolor: '  ', reviewpage: null } });
    expect(await reviewBadge.getBadge(A_BADGE_REQUEST)).toMatchObject({
      ok: true,
      value: { sealColor: null, reviewPageUrl: null },
    });
  });

  it.each([
    ['a string rating', { ...document, ratingvalue: '4.8' }, '/ratingvalue'],
    ['a rating above 5', { ...document, ratingvalue: 6 }, '/ratingvalue'],
    ['a fractional count', { ...document, ratingcount: 3.5 }, '/ratingcount'],
    ['no count', { ratingvalue: 4.8 }, '/ratingcount'],
  ])('answers invalid-response for %s, naming the field', async (_label, body, field) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, { json: body });
    const result = await reviewBadge.getBadge(A_BADGE_REQUEST);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(result.ok ? '' : result.error.message).toContain(`GET /badges/{shopId} 200: ${field}`);
  });

  it('answers not-found when the provider has no badge for the shop', async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, { status: 404, json: { message: 'Unknown shop' } });
    expect(await reviewBadge.getBadge(A_BADGE_REQUEST)).toEqual({
      ok: false,
      error: { kind: 'not-found', message: 'Unknown shop', status: 404 },
    });
  });

  it('answers a network failure as a value', async () => {
    const { stub, reviewBadge } = setup();
    stub.on('GET', BADGE_PATH, 'network-error');
    expect(await reviewBadge.getBadge(A_BADGE_REQUEST)).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
  ])('answers no badge, without any request, when the service URL is %s', async (_label, url) => {
    const { stub, reviewBadge } = setup({ reviewBadgeUrl: url });
    expect(await reviewBadge.getBadge(A_BADGE_REQUEST)).toEqual({ ok: true, value: null });
    expect(stub.requests).toEqual([]);
  });
});
