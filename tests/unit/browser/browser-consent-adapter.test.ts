// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserConsentAdapter } from '../../../adapters/browser/browser-consent-adapter';

const layer = (): unknown[] => (window as unknown as { dataLayer: unknown[] }).dataLayer;
const isArguments = (value: unknown): boolean => Object.prototype.toString.call(value) === '[object Arguments]';

const fakeDocument = (cookie = ''): { cookie: string } => ({ cookie });
const fakeWindow = (protocol: string): Window => ({ location: { protocol } }) as unknown as Window;

afterEach(() => {
  document.cookie = 'consent=; Max-Age=0; Path=/';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('BrowserConsentAdapter', () => {
  it.each([
    ['consent=granted', 'granted'],
    ['a=1; consent=denied; b=2', 'denied'],
    ['consent=yes', null],
    ['consent=', null],
    ['other=granted', null],
    ['xconsent=granted', null],
    ['consent=%E0%A4%A', null],
    ['', null],
  ])('reads %j as %j', (cookie, decision) => {
    const consent = new BrowserConsentAdapter(fakeDocument(cookie) as Document, fakeWindow('https:'));
    expect(consent.readDecision()).toBe(decision);
  });

  it.each([
    ['https:', 'granted', 'consent=granted; Max-Age=12960000; Path=/; SameSite=Lax; Secure'],
    ['http:', 'denied', 'consent=denied; Max-Age=12960000; Path=/; SameSite=Lax'],
  ] as const)('on %s writes a 150-day cookie for %s', (protocol, decision, written) => {
    const doc = fakeDocument();
    new BrowserConsentAdapter(doc as Document, fakeWindow(protocol)).recordDecision(decision);
    expect(doc.cookie).toBe(written);
  });

  it('round-trips the decision through document.cookie', () => {
    const consent = new BrowserConsentAdapter();
    consent.recordDecision('granted');
    expect(new BrowserConsentAdapter().readDecision()).toBe('granted');
  });

  it.each(['granted', 'denied'] as const)('tells the tag manager that all four signals are %s', (decision) => {
    new BrowserConsentAdapter().recordDecision(decision);
    const pushed = layer().at(-1);
    expect(isArguments(pushed)).toBe(true);
    expect(Array.from(pushed as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: decision, ad_user_data: decision, ad_personalization: decision, analytics_storage: decision },
    ]);
  });

  it('defaults all four signals to denied', () => {
    new BrowserConsentAdapter().applyDefaults();
    const pushed = layer()[0];
    expect(isArguments(pushed)).toBe(true);
    expect(Array.from(pushed as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
  });

  it('restores a stored grant as a consent update of all four signals, leaving the cookie alone', () => {
    const doc = fakeDocument('consent=granted');
    new BrowserConsentAdapter(doc as Document, window).restoreGrant();
    expect(Array.from(layer()[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    expect(doc.cookie).toBe('consent=granted');
  });

  it('starts each pixel only once', () => {
    const consent = new BrowserConsentAdapter();
    consent.startAdPixel();
    consent.startAdPixel();
    consent.startSocialPixel();
    consent.startSocialPixel();
    expect(layer()).toEqual([{ event: 'adPixelStarted' }, { event: 'socialPixelStarted' }]);
  });

  it('keeps an existing data layer', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = existing;
    new BrowserConsentAdapter().startAdPixel();
    expect(layer()).toBe(existing);
    expect(existing).toHaveLength(2);
  });
});
