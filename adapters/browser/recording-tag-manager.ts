import type { TagManagerPort } from '../../ports/tag-manager-port';
import type { RecordedThirdParty } from './recorded-third-party';

/** Fake mode's tag manager: loads nothing and records what it would have loaded. */
export class RecordingTagManager implements TagManagerPort {
  constructor(readonly loaded: RecordedThirdParty[] = []) {}

  load(containerId: string): void {
    this.loaded.push({ kind: 'tag-manager', containerId });
  }
}
