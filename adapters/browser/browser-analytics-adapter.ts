import type { AnalyticsPort, DataLayerEvent } from '../../ports/analytics-port';
import { dataLayerOf } from './data-layer-array';

export class BrowserAnalyticsAdapter implements AnalyticsPort {
  private readonly win: Window;

  constructor(win: Window = window) {
    this.win = win;
  }

  push(event: DataLayerEvent): void {
    dataLayerOf(this.win).push({ ...event });
  }
}
