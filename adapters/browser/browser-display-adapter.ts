import type { DisplayPort } from '../../ports/display-port';

export class BrowserDisplayAdapter implements DisplayPort {
  isAtLeast(widthPx: number): boolean {
    return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${widthPx}px)`).matches;
  }
}
