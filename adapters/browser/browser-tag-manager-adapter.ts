import { TAG_MANAGER_ORIGIN, type TagManagerPort } from '../../ports/tag-manager-port';
import { dataLayerOf } from './data-layer-array';

/** The tag manager's standard loader: the gtm.js start event, then its script for the container id. */
export class BrowserTagManagerAdapter implements TagManagerPort {
  private loaded = false;

  constructor(
    private readonly doc: Document = document,
    private readonly win: Window = window,
  ) {}

  load(containerId: string): void {
    if (this.loaded) return;
    this.loaded = true;
    dataLayerOf(this.win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = this.doc.createElement('script');
    script.async = true;
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
    this.doc.head.append(script);
  }
}
