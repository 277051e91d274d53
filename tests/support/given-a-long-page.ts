import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Watch {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
}

/**
 * A page long enough that nothing observed is near the viewport until the test scrolls:
 * IntersectionObserver replaced for one test (undo with `vi.unstubAllGlobals()`).
 */
export function givenALongPage() {
  const watches: Watch[] = [];
  class ScriptedObserver {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watch = { callback, options, targets: [] };
      watches.push(this.watch);
    }
    observe(target: Element) {
      this.watch.targets.push(target);
    }
    unobserve(target: Element) {
      this.watch.targets = this.watch.targets.filter((each) => each !== target);
    }
    disconnect() {
      this.watch.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ScriptedObserver);
  return {
    /** The margins asked for by the observers still watching something. */
    margins: () => watches.filter((watch) => watch.targets.length > 0).map((watch) => watch.options?.rootMargin),
    /** Scrolls until every observed element is near: each observer hears that its targets intersect. */
    scrollNear: () =>
      act(() => {
        for (const watch of watches) {
          const entries = watch.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          if (entries.length > 0) watch.callback(entries, watch as unknown as IntersectionObserver);
        }
      }),
  };
}
