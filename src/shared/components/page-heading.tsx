import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** A field the shopper is typing in (the header's search box, say), which a page that arrives late must not take focus from. */
const typing = (element: Element | null): boolean =>
  element !== null && element.isConnected && element.matches('input, textarea, select, [contenteditable="true"]');

/**
 * The page's h1; after a navigation in the app it takes focus, so screen readers announce the new
 * page. The page a visit opens on is announced by the browser: no focus move (and no forced layout).
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const navigated = useLocation().key !== 'default';
  useEffect(() => {
    if (navigated && !typing(document.activeElement)) ref.current?.focus({ preventScroll: true });
  }, [navigated]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
