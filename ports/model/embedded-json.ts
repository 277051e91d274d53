import { fail, ok, type Result } from './result';

/**
 * The most characters of JSON one server field may embed (a content's postscriptum, the locale
 * config's tax requirements): they hold a few ids or settings, so 16 KB is ample and a 1 MB
 * field is refused before it is parsed.
 */
export const EMBEDDED_JSON_MAX_CHARS = 16_384;

/** Keys that could reach an object's prototype once the value is merged or spread somewhere. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JSON embedded in a server field, parsed without prototype pollution (the unsafe keys are
 * dropped at every depth) and refused above the size cap. The error says why, for a warning.
 */
export function parseEmbeddedJson(text: string, maxChars = EMBEDDED_JSON_MAX_CHARS): Result<unknown, string> {
  if (text.length > maxChars) return fail(`${text.length} characters, more than the ${maxChars} allowed`);
  try {
    return ok(JSON.parse(text, (key, value: unknown) => (UNSAFE_KEYS.has(key) ? undefined : value)));
  } catch (error) {
    return fail(String(error));
  }
}
