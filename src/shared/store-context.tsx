import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../app/root-store';

/** For class components (the error boundary); function components use useStores(). */
export const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={root}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores needs a StoreProvider');
  return root;
}
