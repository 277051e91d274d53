import { inject, injectable } from 'inversify';
import { DISPLAY_PORT, type DisplayPort } from '../../../ports/display-port';
import { observeStore } from '../../shared/observe-store';

/** The mini cart opens by itself after an add from this width on; narrower screens get the toast only. */
export const MINI_CART_AUTO_OPEN_PX = 768;

/** Whether the mini cart panel is open. */
@injectable()
export class MiniCartStore {
  open = false;

  constructor(@inject(DISPLAY_PORT) private readonly display: DisplayPort) {
    observeStore(this, arguments);
  }

  /** After a successful add: opens on wide screens only. */
  showAfterAdd(): void {
    if (this.display.isAtLeast(MINI_CART_AUTO_OPEN_PX)) this.open = true;
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  toggle(): void {
    this.open = !this.open;
  }
}
