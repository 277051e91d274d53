/** What a third-party loader would have loaded or done, as fake mode records it. */
export type RecordedThirdParty = { kind: 'tag-manager'; containerId: string } | { kind: 'chat'; action: 'load' | 'open' };

type RecordingWindow = Window & { __thirdParties?: RecordedThirdParty[] };

/**
 * The one list every recorder of a page writes to, window.__thirdParties, so tests read it in
 * order; without a window (unit tests) a list of its own.
 */
export function recordedThirdParties(win?: Window): RecordedThirdParty[] {
  if (!win) return [];
  const holder = win as RecordingWindow;
  holder.__thirdParties ??= [];
  return holder.__thirdParties;
}
