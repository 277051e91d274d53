import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/app/config';
import { givenAShop } from '../support/build-root-store';

describe('startup configuration check', () => {
  it('defaults to the Romanian store on the fakes', () => {
    const { config, missing } = parseConfig({}, '1.1.0', 'http://127.0.0.1');
    expect(missing).toEqual([]);
    expect(config).toMatchObject({ adapters: 'fake', language: 'ro', locale: 'ro_RO', satellite: 'RO' });
  });

  it("names the shop Lemnia with the Romanian shop's contacts unless the build configures its own", () => {
    expect(parseConfig({}, '1.1.0', 'http://127.0.0.1').config.shop).toEqual({
      name: 'Lemnia',
      phone: '+40 21 555 0142',
      email: 'contact@lemnia.example.com',
    });
    const env = { VITE_SHOP_NAME: ' Mobila Test ', VITE_SHOP_PHONE: '+40 31 000 0001', VITE_SHOP_EMAIL: 'help@test.example' };
    expect(parseConfig(env, '1.1.0', 'http://127.0.0.1').config.shop).toEqual({
      name: 'Mobila Test',
      phone: '+40 31 000 0001',
      email: 'help@test.example',
    });
  });

  it('lists every missing required setting of the http family', () => {
    const { missing } = parseConfig({ VITE_ADAPTERS: 'http', VITE_API_URL: 'http://127.0.0.1:9' }, '1.1.0', 'http://127.0.0.1');
    expect(missing).toEqual(['fastApi', 'token', 'paymentSessionId', 'postageTaxRuleTitle', 'cardSessionMarker']);
  });

  it('treats blank values as missing', () => {
    const { missing } = parseConfig(
      {
        VITE_ADAPTERS: 'http',
        VITE_API_URL: ' ',
        VITE_FAST_API_URL: 'x',
        VITE_SHOP_TOKEN: 't',
        VITE_PAYMENT_SESSION_ID: 'web',
        VITE_POSTAGE_TAX_RULE_TITLE: 'Transport',
        VITE_CARD_SESSION_MARKER: 'session_',
      },
      '1.1.0',
      'http://127.0.0.1',
    );
    expect(missing).toEqual(['apiUrl']);
  });

  it('reads the support chat script and its account id, none unless set', () => {
    expect(parseConfig({}, '1.1.0', 'http://127.0.0.1').config.chat).toEqual({ scriptUrl: '', accountId: '' });
    const { config } = parseConfig(
      { VITE_CHAT_SCRIPT_URL: ' https://chat.example.com/widget.js ', VITE_CHAT_ID: 'acct-42' },
      '1.1.0',
      'http://127.0.0.1',
    );
    expect(config.chat).toEqual({ scriptUrl: 'https://chat.example.com/widget.js', accountId: 'acct-42' });
  });

  it('reports an unsupported language instead of guessing', () => {
    const { missing, config } = parseConfig({ VITE_LANGUAGE: 'fr' }, '1.1.0', 'http://127.0.0.1');
    expect(missing).toEqual(['language']);
    expect(config.language).toBe('ro');
  });

  describe('the assumed markup (VITE_ASSUMED_MARKUP_PERCENT)', () => {
    const markup = (value?: string) =>
      parseConfig(value === undefined ? {} : { VITE_ASSUMED_MARKUP_PERCENT: value }, '1.1.0', 'http://127.0.0.1').config
        .assumedMarkupPercent;
    const shownListPrice = (value?: string) =>
      givenAShop({ config: { assumedMarkupPercent: markup(value) }, unstarted: true }).root.pricing.productPrice(100, null);

    it.each([
      [undefined, 16],
      ['', 16],
      ['0', 0],
      ['25', 25],
      ['-5', 16],
      ['lots', 16],
    ])('%j reads as %d', (value, expected) => {
      expect(markup(value)).toBe(expected);
    });

    it('0 means no assumed markup: no struck-through price and no badge without a list price', () => {
      expect(shownListPrice('0')).toMatchObject({ listText: null, discountPercent: 0 });
      expect(shownListPrice()).toMatchObject({ discountPercent: 14 });
      expect(shownListPrice().listText).not.toBeNull();
    });
  });
});
