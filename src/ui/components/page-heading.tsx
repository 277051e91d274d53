import { useEffect, useRef, type ReactNode } from 'react';

/** A field the shopper is typing in (the header's search box, say), which a page that arrives late must not take focus from. */
const typing = (element: Element | null): boolean =>
  element !== null && element.isConnected && element.matches('input, textarea, select, [contenteditable="true"]');

/** The page's h1; it takes focus on navigation so screen readers announce the new page. */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!typing(document.activeElement)) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
