import type { ChatPort } from '../../ports/chat-port';
import { ok, type Result } from '../../ports/model/result';
import { recordedThirdParties, type RecordedThirdParty } from './recorded-third-parties';

/**
 * Fake mode's support chat: always configured (so the button shows), loads no script and opens
 * nothing; it records each load and open (window.__thirdParties).
 */
export class RecordingChat implements ChatPort {
  readonly configured = true;
  readonly recorded: RecordedThirdParty[] = [];
  private readonly page: RecordedThirdParty[];

  constructor(win?: Window) {
    this.page = recordedThirdParties(win);
  }

  load(): Promise<Result<void>> {
    this.record({ kind: 'chat', action: 'load' });
    return Promise.resolve(ok(undefined));
  }

  open(): void {
    this.record({ kind: 'chat', action: 'open' });
  }

  private record(entry: RecordedThirdParty): void {
    this.recorded.push(entry);
    this.page.push(entry);
  }
}
