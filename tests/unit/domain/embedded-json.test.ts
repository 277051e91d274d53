import { describe, expect, it } from 'vitest';
import { EMBEDDED_JSON_MAX_CHARS, parseEmbeddedJson } from '../../../ports/model/embedded-json';

describe('JSON embedded in a server field', () => {
  it('parses what fits under the size cap', () => {
    expect(parseEmbeddedJson('{"percent":"21","rules":[{"id":1}]}')).toEqual({
      ok: true,
      value: { percent: '21', rules: [{ id: 1 }] },
    });
  });

  it('refuses a field over the cap before parsing it', () => {
    const text = `"${'x'.repeat(EMBEDDED_JSON_MAX_CHARS)}"`;
    expect(parseEmbeddedJson(text)).toEqual({ ok: false, error: `${text.length} characters, more than the 16384 allowed` });
  });

  it('drops __proto__, constructor and prototype keys at every depth', () => {
    const parsed = parseEmbeddedJson(
      '{"a":1,"__proto__":{"admin":true},"nested":{"constructor":{"prototype":{"admin":true}},"b":2},"list":[{"__proto__":{"admin":true}}]}',
    );
    expect(parsed.ok && JSON.stringify(parsed.value)).toBe('{"a":1,"nested":{"b":2},"list":[{}]}');
    const value = parsed.ok ? (parsed.value as Record<string, unknown>) : {};
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });

  it('answers the parse error of broken JSON', () => {
    expect(parseEmbeddedJson('{"a":').ok).toBe(false);
  });
});
