import type { ChatPort } from '../../ports/chat-port';
import { ok, type Result } from '../../ports/model/result';
import type { RecordedThirdParty } from './recorded-third-party';

/** Fake mode's support chat: always configured (so the button shows), loads no script and records each load and open. */
export class RecordingChat implements ChatPort {
  readonly configured = true;

  constructor(readonly recorded: RecordedThirdParty[] = []) {}

  load(): Promise<Result<void>> {
    this.recorded.push({ kind: 'chat', action: 'load' });
    return Promise.resolve(ok(undefined));
  }

  open(): void {
    this.recorded.push({ kind: 'chat', action: 'open' });
  }
}
