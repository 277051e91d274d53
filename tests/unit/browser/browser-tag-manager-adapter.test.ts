// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserTagManagerAdapter } from '../../../adapters/browser/browser-tag-manager-adapter';

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('BrowserTagManagerAdapter', () => {
  it("loads the vendor's script for the container id after its start event, once", () => {
    const adapter = new BrowserTagManagerAdapter();
    adapter.load('GTM-ABC123');
    adapter.load('GTM-ABC123');
    expect(scripts().map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);
    expect(scripts()[0]?.async).toBe(true);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });
});
