import { describe, expect, it, vi } from 'vitest';
import { localeConfigDto, productDto, RO } from './fixtures';
import { setupAdapters } from './setup-adapters';

const OPERATION = 'GET /api/locale_config/custom_attribute/ 200';
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The http adapters answering `entry` as the locale config, with a logger port that records. */
function givenALocaleConfig(entry: Record<string, unknown>) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const { stub, ports } = setupAdapters(null, { log });
  stub.on('GET', '/api/locale_config/custom_attribute/', { json: [entry] });
  stub.on('GET', '/api/module_config_i18n/custom_attribute/', 'network-error');
  return { ports, log };
}

describe('one bad configuration value', () => {
  it('tax requirements sent as a number fall back to none, with a warning, and the config still loads', async () => {
    const { ports, log } = givenALocaleConfig(localeConfigDto({ tax_serialized_requirements: 12 }));
    const config = await ports.store.getLocaleConfig('RO', 'ro_RO');
    expect(config.ok && config.value).toMatchObject({ locale: 'ro_RO', taxRequirements: null });
    expect(log.warn).toHaveBeenCalledWith(
      `${OPERATION}: /0/tax_serialized_requirements must be string or null, got number 12; /0/tax_serialized_requirements falls back to its default`,
    );
  });

  it('a display flag and a list of the wrong type fall back to their defaults, one warning each', async () => {
    const { ports, log } = givenALocaleConfig(localeConfigDto({ displaySearch: 'yes', menu_category_ids: [1, 'two'] }));
    const config = await ports.store.getLocaleConfig('RO', 'ro_RO');
    expect(config.ok && config.value.flags.search).toBe(false);
    expect(config.ok && config.value.menuCategoryIds).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('a required value of the wrong type still fails the answer, logged once as an invalid response', async () => {
    const { ports, log } = givenALocaleConfig(localeConfigDto({ country_id: 'RO' }));
    expect(await ports.store.getLocaleConfig('RO', 'ro_RO')).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(`invalid response: ${OPERATION}: /0/country_id must be integer, got string "RO"`);
  });

  it('tax requirements that are not base64 JSON, or too large, are none', async () => {
    const huge = base64(JSON.stringify({ note: 'x'.repeat(1_000_000) }));
    for (const value of ['%%% not base64 %%%', base64('not json'), huge]) {
      const { ports } = givenALocaleConfig(localeConfigDto({ tax_serialized_requirements: value }));
      const config = await ports.store.getLocaleConfig('RO', 'ro_RO');
      expect(config.ok && config.value.taxRequirements).toBeNull();
    }
  });

  it('tax requirements naming __proto__ are read without it', async () => {
    const { ports } = givenALocaleConfig(
      localeConfigDto({ tax_serialized_requirements: base64('{"percent":"21","__proto__":{"admin":true}}') }),
    );
    const config = await ports.store.getLocaleConfig('RO', 'ro_RO');
    expect(config.ok && JSON.stringify(config.value.taxRequirements)).toBe('{"percent":"21"}');
  });
});

describe('an answer that fails validation', () => {
  it('is logged once through the logger port, with the operation and the field', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const { stub, ports } = setupAdapters(null, { log });
    stub.on('GET', '/api/products/', { json: { products: [productDto({ TAXED_PRICE: 1e308 })], total: 1 } });
    const answer = await ports.catalog.listProducts({ limit: 12, offset: 0, sort: 'default' }, RO);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      'invalid response: GET /api/products/ 200: /products/0/TAXED_PRICE must be <= 10000000',
    );
  });
});
