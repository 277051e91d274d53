import { reaction } from 'mobx';
import type { CartLineDetailsStore } from './cart-line-details-store';
import type { CartLinesStore } from './cart-lines-store';

/** Keeps the variant facts of every cart line loaded while the lines change. Returns the disposer. */
export function watchLineDetails(lines: CartLinesStore, details: CartLineDetailsStore): () => void {
  const watching = new Map<number, () => void>();
  const stop = reaction(
    () => lines.items.map((line) => line.pseId),
    (pseIds) => {
      for (const [pseId, dispose] of watching) {
        if (pseIds.includes(pseId)) continue;
        dispose();
        watching.delete(pseId);
      }
      for (const pseId of pseIds) if (!watching.has(pseId)) watching.set(pseId, details.of(pseId).watch());
    },
    { fireImmediately: true },
  );
  return () => {
    stop();
    for (const dispose of watching.values()) dispose();
  };
}
