import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../domain/search-term';

/**
 * Calls `onNear` when the end of a list comes within 1500px of the viewport. Observed afresh
 * whenever `shown` changes, so a chunk that leaves the end still near asks for the next one.
 */
export function NearEnd({ active, shown, onNear }: { active: boolean; shown: number; onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!active || target === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [active, shown, onNear]);
  return <div ref={ref} aria-hidden="true" data-testid="search-near-end" />;
}
