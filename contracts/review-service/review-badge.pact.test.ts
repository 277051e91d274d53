import { MatchersV3, type V3Request } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactFor, valueOf } from '../pact-support';

const { integer, number, regex, string } = MatchersV3;

const { pact, verify } = pactFor('review-service');

const RO_REQUEST = { shopId: 'X1234', type: 'shop', source: 'reviews', language: 'ro' } as const;

/** The badge read: public, so Accept only (no credentials, no Content-Type). */
const badgeRequest = (shopId: string): V3Request => ({
  method: 'GET',
  path: `/badges/${shopId}`,
  query: { type: 'shop', source: 'reviews', language: 'ro' },
  headers: { Accept: 'application/json' },
});

const jsonHeaders = { 'Content-Type': 'application/json' };

describe('review service contract, review badge port (storefront → review-service)', () => {
  it("reads a shop's badge data by shop id, type, source and language", async () => {
    pact.addInteraction({
      states: [{ description: 'shop {shopId} has a review badge', parameters: { shopId: 'X1234' } }],
      uponReceiving: 'a review badge request for shop X1234 in ro',
      withRequest: badgeRequest('X1234'),
      willRespondWith: {
        status: 200,
        headers: jsonHeaders,
        body: {
          ratingvalue: number(4.8),
          ratingcount: integer(1234),
          sealcolor: regex('^(#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?|[a-z]+)$', '#c9962b'),
          reviewpage: regex('^https://.+', 'https://reviews.example/shops/X1234'),
        },
      },
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.reviewBadge.getBadge(RO_REQUEST))).toEqual({
        ratingValue: 4.8,
        ratingCount: 1234,
        sealColor: '#c9962b',
        reviewPageUrl: 'https://reviews.example/shops/X1234',
      });
    });
  });

  it('answers 404 for a shop id it has no badge for', async () => {
    pact.addInteraction({
      states: [{ description: 'no badge exists for shop {shopId}', parameters: { shopId: 'UNKNOWN1' } }],
      uponReceiving: 'a review badge request for an unknown shop',
      withRequest: badgeRequest('UNKNOWN1'),
      willRespondWith: { status: 404, headers: jsonHeaders, body: { message: string('Unknown shop') } },
    });
    await verify(async (ports) => {
      const answer = await ports.reviewBadge.getBadge({ ...RO_REQUEST, shopId: 'UNKNOWN1' });
      expect(answer).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
});
