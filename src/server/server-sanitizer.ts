import purify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerOn, type Sanitizer } from '../shared/components/html-sanitizer';

let shared: Sanitizer | null = null;

/** Back-office HTML sanitised on the server by the browser's rules, on one DOM window for the process. */
export function serverSanitizer(): Sanitizer {
  return (shared ??= sanitizerOn(purify(new JSDOM('<!doctype html>').window)));
}
