import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellDocument, shellDocumentPlugin } from '../../../scripts/shell-document.mjs';
import { parseConfig } from '../../../src/app/config';

const INDEX = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

/** index.html as the build's configuration turns it, the way vite.config.ts feeds the plugin. */
function builtIndex(env: Record<string, string>): string {
  const { language, shop } = parseConfig(env, '', '').config;
  const plugin = shellDocumentPlugin({ language, shopName: shop.name });
  const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
  return transform.handler(INDEX);
}

describe("the built index.html speaks the build's language and names its shop", () => {
  it('an English build says lang="en"', () => {
    const html = builtIndex({ VITE_LANGUAGE: 'en' });

    expect(html).toMatch(/<html lang="en">/);
    expect(html).not.toMatch(/lang="ro"/);
  });

  it.each(['de', 'ro'])('a %s build says so', (language) => {
    expect(builtIndex({ VITE_LANGUAGE: language })).toMatch(new RegExp(`<html lang="${language}">`));
  });

  it('its title is the configured shop name, Lemnia by default', () => {
    expect(builtIndex({})).toMatch(/<title>Lemnia<\/title>/);
    expect(builtIndex({ VITE_SHOP_NAME: 'Mobila Test' })).toMatch(/<title>Mobila Test<\/title>/);
    expect(builtIndex({})).not.toMatch(/Casa/);
  });

  it('a shop name cannot break out of the title', () => {
    const html = shellDocument('<html lang="ro"><head><title>x</title></head></html>', {
      language: 'en',
      shopName: '</title><script>alert(1)</script>',
    });

    expect(html).toBe('<html lang="en"><head><title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title></head></html>');
  });
});
