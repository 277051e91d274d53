export type AppVersionCheck = 'first-run' | 'same' | 'changed';

export const UPDATE_TOAST_MS = 15_000;

export function checkAppVersion(stored: string | null, build: string): AppVersionCheck {
  if (stored === null || stored === '') return 'first-run';
  return stored === build ? 'same' : 'changed';
}
