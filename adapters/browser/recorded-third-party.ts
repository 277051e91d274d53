import type { ErrorReportingSettings } from '../../ports/error-reporting-port';

/** What fake mode's third parties record instead of loading anything (window.__thirdParties). */
export type RecordedThirdParty =
  | { kind: 'tag-manager'; containerId: string }
  | { kind: 'error-reporting'; settings: ErrorReportingSettings }
  | { kind: 'error-report'; message: string }
  | { kind: 'chat'; action: 'load' | 'open' };
