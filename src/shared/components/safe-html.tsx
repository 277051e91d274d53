import { useMemo, useSyncExternalStore } from 'react';

type Sanitizer = (html: string) => string;

// DOMPurify is fetched on first use, off the first-load path.
let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
const waiting = new Set<() => void>();
export const loadSanitizer = (): Promise<Sanitizer> =>
  (loading ??= import('dompurify').then(({ default: purify }) => {
    // Without a DOM (prerendering in Node) DOMPurify cannot sanitise: nothing is let through.
    sanitizer = (html) =>
      purify.isSupported
        ? purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] })
        : '';
    waiting.forEach((notify) => notify());
    return sanitizer;
  }));

const subscribe = (notify: () => void) => {
  waiting.add(notify);
  return () => void waiting.delete(notify);
};

/**
 * The one place server HTML enters the page, sanitised. Nothing renders until the sanitiser is
 * ready; a page rendered on the server renders nothing here, and hydrates so, then fills it in.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const sanitize = useSyncExternalStore(
    subscribe,
    () => sanitizer,
    () => null,
  );
  // The download starts with the first render, not once the whole page has been committed.
  if (sanitize === null) void loadSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <div className={className} aria-busy={sanitize ? undefined : true} dangerouslySetInnerHTML={{ __html: clean }} />;
}
