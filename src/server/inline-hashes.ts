import { createHash } from 'node:crypto';

/** Script types a browser runs; JSON and JSON-LD are data, and CSP does not apply to them. */
const RUNS = /^(?:|module|text\/javascript|application\/javascript)$/i;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const typeOf = (attributes: string): string => /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';

/** The CSP hash sources of the inline scripts a browser would run in this HTML (not those with a src, nor data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && RUNS.test(typeOf(attributes)))
    .map(([, , body = '']) => sha256(body));
  return [...new Set(hashes)];
}

/** The CSP hash sources of the inline <style> elements of this HTML. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => sha256(body)))];
}
