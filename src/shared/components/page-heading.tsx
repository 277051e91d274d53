import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** A field the shopper is typing in (the header's search box, say), which a page that arrives late must not take focus from. */
const typing = (element: Element | null): boolean =>
  element !== null && element.isConnected && element.matches('input, textarea, select, [contenteditable="true"]');

/**
 * The page's h1; after a navigation in the app to a new path it takes focus, and its text goes to the
 * polite live region #route-status of index.html, so screen readers announce the new page. The page
 * a visit opens on is announced by the browser: no focus move (and no forced layout).
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  const navigated = key !== 'default';
  useEffect(() => {
    if (!navigated) return;
    document.getElementById('route-status')?.replaceChildren(ref.current?.textContent ?? '');
    if (!typing(document.activeElement)) ref.current?.focus({ preventScroll: true });
  }, [navigated, pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
