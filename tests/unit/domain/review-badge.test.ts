import { describe, expect, it } from 'vitest';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import type { LocaleConfig } from '../../../ports/model/store-config';
import { reviewBadgeRequest, sealColour } from '../../../src/domain/review-badge';

const seeded = (): LocaleConfig => {
  const config = getSeedData().localeConfigs['de_AT'];
  if (config === undefined) throw new Error('no de_AT locale config in the seed');
  return config;
};
const aConfig = (patch: Partial<LocaleConfig> = {}, reviewBadge = true): LocaleConfig => ({
  ...seeded(),
  shopRatingId: 'X1234',
  ratingType: 'shop',
  ratingSource: 'reviews',
  ...patch,
  flags: { ...seeded().flags, reviewBadge },
});

describe('the review badge request (spec 7.6: by shop id, type, source and language)', () => {
  it("takes the locale config's ids and the shop's language code", () => {
    expect(reviewBadgeRequest(aConfig())).toEqual({ shopId: 'X1234', type: 'shop', source: 'reviews', language: 'de' });
  });

  it('trims the ids', () => {
    expect(reviewBadgeRequest(aConfig({ shopRatingId: ' X1234 ' }))?.shopId).toBe('X1234');
  });

  it.each([
    ['no shop id', { shopRatingId: null }],
    ['a blank shop id', { shopRatingId: '  ' }],
    ['no type', { ratingType: null }],
    ['no source', { ratingSource: '' }],
  ])('is none with %s', (_label, patch) => {
    expect(reviewBadgeRequest(aConfig(patch))).toBeNull();
  });

  it('is none when the display flag is off', () => {
    expect(reviewBadgeRequest(aConfig({}, false))).toBeNull();
  });

  it('is asked for when a locale config kept from an older build has no such flag', () => {
    const kept = aConfig();
    const { reviewBadge: _dropped, ...flags } = kept.flags;
    expect(reviewBadgeRequest({ ...kept, flags: flags as LocaleConfig['flags'] })).not.toBeNull();
  });
});

describe('the seal colour check', () => {
  it.each([
    ['#c9962b', '#c9962b'],
    ['#FA0', '#fa0'],
    [' #1F3B57 ', '#1f3b57'],
    ['gold', '#c9962b'],
    ['Silver', '#8c9196'],
    ['bronze', '#a0643b'],
  ])('uses %j as %j', (raw, colour) => {
    expect(sealColour(raw)).toBe(colour);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a colour name outside the set', 'red'],
    ['four hex digits', '#abcd'],
    ['five hex digits', '#12345'],
    ['no hash', 'c9962b'],
    ['not hex', '#ggg'],
    ['a CSS function', 'rgb(0 0 0)'],
    ['a variable', 'var(--color-sale)'],
    ['a declaration break-out', '#fff; background: url(https://evil.example/x.png)'],
    ['a URL', 'url(https://evil.example/x.png)'],
    ['markup', '<b>gold</b>'],
    ['an inherited property name', 'constructor'],
  ])('ignores %s', (_label, raw) => {
    expect(sealColour(raw)).toBeNull();
  });
});
