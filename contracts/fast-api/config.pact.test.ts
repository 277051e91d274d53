import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { get, json, pactFor, valueOf } from '../pact-support';

const { regex } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

describe('fast API contract, config (storefront → fast-api)', () => {
  it('reads the tag manager container id (checked by the storefront before any use)', async () => {
    pact.addInteraction({
      states: [{ description: 'the shop uses tag-manager container {containerId}', parameters: { containerId: 'GTM-ABC123' } }],
      uponReceiving: 'a request for the tag-manager tracking code',
      withRequest: get('/api/google_tag_manager'),
      willRespondWith: json({ tracking_code: regex('^GTM-[A-Z0-9]{4,12}$', 'GTM-ABC123') }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.store.getTagManagerCode())).toBe('GTM-ABC123');
    });
  });

  it('reads one system config variable: the default country', async () => {
    pact.addInteraction({
      states: [
        { description: 'the system config variable {name} is {value}', parameters: { name: 'default_country_id', value: '13' } },
      ],
      uponReceiving: 'a request for the default_country_id system config variable',
      withRequest: get('/api/system_config/custom_attribute/', { variable_name: 'default_country_id' }),
      willRespondWith: json({ default_country_id: regex('^\\d+$', '13') }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.store.getSystemConfig('default_country_id'))).toBe('13');
    });
  });
});
