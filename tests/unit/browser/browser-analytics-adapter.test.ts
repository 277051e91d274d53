// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { DataLayerEvent } from '../../../ports/analytics-port';
import { BrowserAnalyticsAdapter } from '../../../adapters/browser/browser-analytics-adapter';

const layer = (): unknown => (window as { dataLayer?: unknown }).dataLayer;

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('BrowserAnalyticsAdapter', () => {
  it.each<DataLayerEvent>([
    { event: 'addToCart', productId: 1, pseId: 2, quantity: 3, grossPrice: 12.1, currency: 'EUR' },
    { event: 'search', term: 'sofa' },
    { event: 'consentUpdated', decision: 'granted' },
  ])('pushes $event onto a created data layer', (event) => {
    new BrowserAnalyticsAdapter().push(event);
    expect(layer()).toEqual([event]);
  });

  it('appends to an existing data layer', () => {
    const existing: unknown[] = [{ event: 'gtm.js' }];
    (window as { dataLayer?: unknown }).dataLayer = existing;
    new BrowserAnalyticsAdapter().push({ event: 'search', term: 'lamp' });
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'search', term: 'lamp' }]);
  });

  it('replaces a junk data layer value', () => {
    (window as { dataLayer?: unknown }).dataLayer = 'junk';
    new BrowserAnalyticsAdapter().push({ event: 'search', term: 'lamp' });
    expect(layer()).toEqual([{ event: 'search', term: 'lamp' }]);
  });
});
