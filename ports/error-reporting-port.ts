import type { Result } from './model/result';
import { portToken } from './port-token';

/** How the error-reporting service is started (spec 7.6). */
export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  release: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  /** Session replay shows no text and no input values. */
  maskAllText: boolean;
  maskAllInputs: boolean;
}

/** The error-reporting service: loaded once, on demand; errors reported before it runs are kept. */
export interface ErrorReportingPort {
  start(settings: ErrorReportingSettings): Promise<Result<void>>;
  report(error: unknown): void;
}

export const ERROR_REPORTING_PORT = portToken<ErrorReportingPort>('ErrorReportingPort');
