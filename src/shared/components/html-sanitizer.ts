import purify, { type DOMPurify } from 'dompurify';

export type Sanitizer = (html: string) => string;

/**
 * The one set of rules back-office HTML is sanitised by, in the browser (DOMPurify on its window) and
 * on the server (on a DOM of its own). Without a DOM nothing is let through.
 */
export function sanitizerOn(instance: DOMPurify = purify): Sanitizer {
  return (html) =>
    instance.isSupported
      ? instance.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] })
      : '';
}
