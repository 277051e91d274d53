import type { ErrorReportingPort, ErrorReportingSettings } from '../../ports/error-reporting-port';
import { ok, type Result } from '../../ports/model/result';
import type { RecordedThirdParty } from './recorded-third-party';

/** Fake mode's error reporting: loads nothing and records what would have been sent. */
export class RecordingErrorReporting implements ErrorReportingPort {
  constructor(readonly recorded: RecordedThirdParty[] = []) {}

  start(settings: ErrorReportingSettings): Promise<Result<void>> {
    this.recorded.push({ kind: 'error-reporting', settings });
    return Promise.resolve(ok(undefined));
  }

  report(error: unknown): void {
    this.recorded.push({ kind: 'error-report', message: error instanceof Error ? error.message : String(error) });
  }
}
