import type { DisplayPort } from '../../ports/display-port';

/** A screen of a fixed width (tests, rendering in Node). */
export class InMemoryDisplay implements DisplayPort {
  constructor(public widthPx = 1280) {}

  isAtLeast(widthPx: number): boolean {
    return this.widthPx >= widthPx;
  }
}
