import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/app/config';

describe('startup configuration check', () => {
  it('defaults to the Romanian store on the fakes', () => {
    const { config, missing } = parseConfig({}, '1.1.0', 'http://127.0.0.1');
    expect(missing).toEqual([]);
    expect(config).toMatchObject({ adapters: 'fake', language: 'ro', locale: 'ro_RO', satellite: 'RO' });
  });

  it('lists every missing required setting of the http family', () => {
    const { missing } = parseConfig({ VITE_ADAPTERS: 'http', VITE_API_URL: 'http://127.0.0.1:9' }, '1.1.0', 'http://127.0.0.1');
    expect(missing).toEqual(['fastApi', 'token']);
  });

  it('treats blank values as missing', () => {
    const { missing } = parseConfig(
      { VITE_ADAPTERS: 'http', VITE_API_URL: ' ', VITE_FAST_API_URL: 'x', VITE_SHOP_TOKEN: 't' },
      '1.1.0',
      'http://127.0.0.1',
    );
    expect(missing).toEqual(['apiUrl']);
  });

  it('reports an unsupported language instead of guessing', () => {
    const { missing, config } = parseConfig({ VITE_LANGUAGE: 'fr' }, '1.1.0', 'http://127.0.0.1');
    expect(missing).toEqual(['language']);
    expect(config.language).toBe('ro');
  });
});
