import { createContext, useContext } from 'react';

/** Screens whose code may start downloading on a shopper's intent, before the click that opens them. */
export type PreloadableScreen = 'product' | 'listing';

type Preloads = Record<PreloadableScreen, () => void>;

const nothing = () => undefined;
const ScreenPreloads = createContext<Preloads>({ product: nothing, listing: nothing });

export const ScreenPreloadProvider = ScreenPreloads.Provider;

/**
 * A link's handlers for the screen it opens: pointing at the link or focusing it starts the
 * screen's download; pressing it (a touch starts there, well before the click) also runs `onPress`,
 * such as asking for the screen's data.
 */
export function useIntentToOpen(screen: PreloadableScreen, onPress: () => void = nothing) {
  const preload = useContext(ScreenPreloads)[screen];
  return {
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: () => {
      preload();
      onPress();
    },
  };
}
