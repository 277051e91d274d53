import type { TagManagerPort } from '../../ports/tag-manager-port';
import { recordedThirdParties, type RecordedThirdParty } from './recorded-third-parties';

/** Fake mode's tag manager: loads nothing and records what it would have loaded (window.__thirdParties). */
export class RecordingTagManager implements TagManagerPort {
  readonly loaded: RecordedThirdParty[] = [];
  private readonly page: RecordedThirdParty[];

  constructor(win?: Window) {
    this.page = recordedThirdParties(win);
  }

  load(containerId: string): void {
    const entry: RecordedThirdParty = { kind: 'tag-manager', containerId };
    this.loaded.push(entry);
    this.page.push(entry);
  }
}
