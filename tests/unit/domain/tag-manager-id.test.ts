import { describe, expect, it } from 'vitest';
import { tagManagerId } from '../../../src/domain/tag-manager-id';

describe('the tag-manager container id check', () => {
  it.each([
    ['GTM-ABC123', 'GTM-ABC123'],
    ['  GTM-K9Q2XZ7 ', 'GTM-K9Q2XZ7'],
  ])('accepts %j', (raw, id) => {
    expect(tagManagerId(raw)).toBe(id);
  });

  it.each([
    ['a script tag', "<script>(function(w,d,s,l,i){})(window,document,'script','dataLayer','GTM-ABC123');</script>"],
    ['code', 'alert(document.cookie)//GTM-ABC123'],
    ['a URL', 'https://evil.example/gtm.js?id=GTM-ABC123'],
    ['an id with a query', 'GTM-ABC123&l=evil'],
    ['an id with a path', 'GTM-ABC123/../x'],
    ['an id with quotes', 'GTM-ABC123"'],
    ['a newline and more', 'GTM-ABC123\nalert(1)'],
    ['lower case', 'gtm-abc123'],
    ['another vendor', 'UA-12345-1'],
    ['a measurement id', 'G-ABCDEF1234'],
    ['too short', 'GTM-AB1'],
    ['too long', 'GTM-ABCDEFGHIJKLM'],
    ['unicode look-alike', 'GTM-ΑBC123'],
    ['empty', ''],
    ['a number', 123],
    ['null', null],
    ['an object', { id: 'GTM-ABC123' }],
  ])('refuses %s', (_what, raw) => {
    expect(tagManagerId(raw)).toBeNull();
  });
});
