import type { ErrorReportingSettings } from '../../ports/error-reporting-port';

/** Spec 7.6: trace sampling 0.2, session replay 0.1, replay on error 1. */
export const ERROR_REPORTING_SAMPLING = {
  tracesSampleRate: 0.2,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** A DSN is an https URL with the project's public key as its user part and the project id as its path. */
function isDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username !== '' && /^\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The settings to start error reporting with: 'off' without a DSN, 'invalid' for one that is not a
 * DSN. Replay always masks all text and inputs.
 */
export function errorReportingSettings(
  dsn: string,
  environment: string,
  release: string,
): ErrorReportingSettings | 'off' | 'invalid' {
  const value = dsn.trim();
  if (value === '') return 'off';
  if (!isDsn(value)) return 'invalid';
  return {
    dsn: value,
    environment: environment.trim() || 'production',
    release,
    ...ERROR_REPORTING_SAMPLING,
    maskAllText: true,
    maskAllInputs: true,
  };
}
