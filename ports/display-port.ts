import { portToken } from './port-token';

/** What the screen is like, for decisions a store makes (open the mini cart on wide screens only). */
export interface DisplayPort {
  /** True when the viewport is at least this many CSS pixels wide. */
  isAtLeast(widthPx: number): boolean;
}

export const DISPLAY_PORT = portToken<DisplayPort>('DisplayPort');
