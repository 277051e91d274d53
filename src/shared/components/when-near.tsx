import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes within half a screen of the viewport (at once where
 * the browser cannot tell), so what sits below the fold asks for its code and data only when the
 * shopper heads there, not while the top of the page is loading.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The first render is the placeholder everywhere, so a page rendered on the server hydrates as it was sent.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || target === null) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref} data-testid="when-near" />;
}
