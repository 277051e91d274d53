import { createContext, useContext, useId, useState, useSyncExternalStore } from 'react';
import type { Sanitizer } from './html-sanitizer';
import { StoreContext } from '../store-context';
import { serverHtml } from './server-html';

// DOMPurify is fetched on first use, off the first-load path.
let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;
const waiting = new Set<() => void>();
export const loadSanitizer = (): Promise<Sanitizer> =>
  (loading ??= import('./html-sanitizer').then(({ sanitizerOn }) => {
    sanitizer = sanitizerOn();
    waiting.forEach((notify) => notify());
    return sanitizer;
  }));

const subscribe = (notify: () => void) => {
  waiting.add(notify);
  return () => void waiting.delete(notify);
};

/** The sanitiser a render on the server brings (src/server/render-app.tsx): its HTML holds the sanitised HTML. */
export const SanitizerContext = createContext<Sanitizer | null>(null);

/**
 * The one place server HTML enters the page, sanitised. In the browser nothing renders until the
 * sanitiser is ready, except in a page the server rendered: hydrating, it renders what the server
 * put there (sanitised there), and needs no sanitiser until its HTML changes.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const id = useId();
  const [sent] = useState(() => ({ html, clean: serverHtml.get(id) }));
  const loaded = useSyncExternalStore(
    subscribe,
    () => sanitizer,
    () => null,
  );
  const sanitize = useContext(SanitizerContext) ?? loaded;
  const hosts = useContext(StoreContext)?.links.resourceHosts;
  // The download starts with the first render, not once the whole page has been committed.
  const clean =
    sent.html === html && sent.clean !== undefined ? sent.clean : sanitize ? sanitize(html, hosts) : (void loadSanitizer(), null);
  return (
    <div
      data-safe-html={id}
      className={className}
      aria-busy={clean === null || undefined}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
