import type * as SentrySdk from '@sentry/react';
import type { ErrorReportingPort, ErrorReportingSettings } from '../../ports/error-reporting-port';
import { fail, ok, portError, type Result } from '../../ports/model/result';

type Sdk = typeof SentrySdk;

/** Errors kept while the SDK loads; more than this before it runs are not worth keeping. */
const MAX_EARLY_ERRORS = 20;

/** The error-reporting vendor's React SDK, downloaded when started (after the first paint). */
export class SentryErrorReportingAdapter implements ErrorReportingPort {
  private sdk: Sdk | null = null;
  private loading: Promise<Result<void>> | null = null;
  private early: unknown[] = [];

  constructor(private readonly loadSdk: () => Promise<Sdk> = () => import('@sentry/react')) {}

  start(settings: ErrorReportingSettings): Promise<Result<void>> {
    this.loading ??= this.load(settings);
    return this.loading;
  }

  report(error: unknown): void {
    if (this.sdk) this.sdk.captureException(error);
    else if (this.early.length < MAX_EARLY_ERRORS) this.early.push(error);
  }

  private async load(settings: ErrorReportingSettings): Promise<Result<void>> {
    let sdk: Sdk;
    try {
      sdk = await this.loadSdk();
    } catch (error) {
      this.loading = null;
      return fail(portError('network', error instanceof Error ? error.message : String(error)));
    }
    const { dsn, environment, release, maskAllText, maskAllInputs, ...sampling } = settings;
    sdk.init({
      dsn,
      environment,
      release,
      ...sampling,
      integrations: [sdk.browserTracingIntegration(), sdk.replayIntegration({ maskAllText, maskAllInputs })],
    });
    this.sdk = sdk;
    for (const error of this.early.splice(0)) sdk.captureException(error);
    return ok(undefined);
  }
}
