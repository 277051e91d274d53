import { describe, expect, it } from 'vitest';
import { AUSTRIA, GERMANY, ROMANIA } from '../../../src/domain/countries';
import { isRomanianShop } from '../../../src/domain/romanian-shop';
import { offersSupportChat, type ChatConditions } from '../../../src/domain/support-chat';

describe('the Romanian shop', () => {
  it.each([
    ['the RO satellite in Romania', 'RO', ROMANIA.id, true],
    ['the RO satellite written in lower case', 'ro', ROMANIA.id, true],
    ['the RO satellite whose store country is Austria', 'RO', AUSTRIA.id, false],
    ['the DE satellite', 'DE', GERMANY.id, false],
    ['the AT satellite', 'AT', AUSTRIA.id, false],
    ['another satellite with Romania as its country', 'DE', ROMANIA.id, false],
  ] as const)('%s → %s', (_label, satellite, homeCountryId, romanian) => {
    expect(isRomanianShop(satellite, homeCountryId)).toBe(romanian);
  });
});

describe('the floating support chat', () => {
  const romanianShop: ChatConditions = { satellite: 'RO', homeCountryId: ROMANIA.id, enabled: true, configured: true };

  it('is offered in the Romanian shop with its chat switched on and set up', () => {
    expect(offersSupportChat(romanianShop)).toBe(true);
  });

  it.each([
    ['in the German shop', { satellite: 'DE', homeCountryId: GERMANY.id }],
    ['in the Austrian shop', { satellite: 'AT', homeCountryId: AUSTRIA.id }],
    ['when the RO satellite’s store country is not Romania', { homeCountryId: AUSTRIA.id }],
    ['when the locale config switches the chat off', { enabled: false }],
    ['when no chat script is set up', { configured: false }],
  ] as [string, Partial<ChatConditions>][])('is not offered %s', (_label, change) => {
    expect(offersSupportChat({ ...romanianShop, ...change })).toBe(false);
  });
});
