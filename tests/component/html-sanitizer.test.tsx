import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizerOn } from '../../src/shared/components/html-sanitizer';
import { SafeHtml } from '../../src/shared/components/safe-html';
import { HOSTILE_HTML, expectShopRules } from '../support/hostile-html';
import { renderWithStores } from '../support/render-with-stores';

describe("the browser's sanitiser", () => {
  it('keeps no id or name, and loads images and media from the configured hosts and the shop only', () => {
    expectShopRules(sanitizerOn());
  });

  it('defines no global through CMS HTML: window.localeConfig stays unset', () => {
    render(<SafeHtml html={HOSTILE_HTML} />);
    expect(document.body.textContent).toContain('Intro');
    expect((window as unknown as Record<string, unknown>)['localeConfig']).toBeUndefined();
    expect(document.querySelector('[id="localeConfig"], [name="localeConfig"]')).toBeNull();
  });

  it("lets SafeHtml load images from the shop's configured image hosts only", () => {
    const { container } = renderWithStores(<SafeHtml html={HOSTILE_HTML} />);
    expect(container.querySelector('img[alt="allowed"]')?.getAttribute('src')).toBe('https://images.example.com/sofa.jpg');
    expect(container.querySelectorAll('img[alt="pixel"][src], video[poster], table[background]')).toHaveLength(0);
  });
});
