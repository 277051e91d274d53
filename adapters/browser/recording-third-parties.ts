import type { RecordedThirdParty } from './recorded-third-party';
import { RecordingChat } from './recording-chat';
import { RecordingErrorReporting } from './recording-error-reporting';
import { RecordingTagManager } from './recording-tag-manager';

/** Fake mode's third parties, recording into one list that tests read as window.__thirdParties. */
export function recordingThirdParties(win: Window) {
  const recorded: RecordedThirdParty[] = [];
  (win as Window & { __thirdParties?: RecordedThirdParty[] }).__thirdParties = recorded;
  return {
    tagManager: new RecordingTagManager(recorded),
    errorReporting: new RecordingErrorReporting(recorded),
    chat: new RecordingChat(recorded),
  };
}
