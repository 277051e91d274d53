import { useEffect, useMemo, useState } from 'react';

type Sanitizer = (html: string) => string;

// DOMPurify is fetched on first use, off the first-load path.
let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
export const loadSanitizer = (): Promise<Sanitizer> =>
  (loading ??= import('dompurify').then(({ default: purify }) => {
    // Without a DOM (prerendering in Node) DOMPurify cannot sanitise: nothing is let through.
    sanitizer = (html) =>
      purify.isSupported
        ? purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] })
        : '';
    return sanitizer;
  }));

/** The one place server HTML enters the page, sanitised. Nothing renders until the sanitiser is ready. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitizer | null>(() => sanitizer);
  // The download starts with the first render, not once the whole page has been committed.
  if (sanitize === null) void loadSanitizer();
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void loadSanitizer().then((loaded) => current && setSanitize(() => loaded));
    return () => {
      current = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <div className={className} aria-busy={sanitize ? undefined : true} dangerouslySetInnerHTML={{ __html: clean }} />;
}
