import type { TagManagerPort } from '../../ports/tag-manager-port';

export interface RecordedThirdParty {
  kind: 'tag-manager';
  containerId: string;
}

/** Fake mode's tag manager: loads nothing and records what it would have loaded (window.__thirdParties). */
export class RecordingTagManager implements TagManagerPort {
  readonly loaded: RecordedThirdParty[] = [];

  constructor(private readonly win?: Window) {
    if (win) (win as Window & { __thirdParties?: RecordedThirdParty[] }).__thirdParties = this.loaded;
  }

  load(containerId: string): void {
    this.loaded.push({ kind: 'tag-manager', containerId });
  }
}
