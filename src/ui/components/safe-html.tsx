import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The one place server HTML enters the page, sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
