import { inject, injectable } from 'inversify';
import { APP_CONFIG, type AppConfig } from '../../../ports/config-port';
import { ERROR_REPORTING_PORT, type ErrorReportingPort } from '../../../ports/error-reporting-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import { errorReportingSettings } from '../../domain/error-reporting';

/** Error reporting: off without a DSN; started once, after the first paint; render errors are reported. */
@injectable()
export class ErrorReportingStore {
  private state: 'idle' | 'off' | 'on' = 'idle';

  constructor(
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ERROR_REPORTING_PORT) private readonly reporting: ErrorReportingPort,
    @inject(LOGGER_PORT) private readonly logger: LoggerPort,
  ) {
    this.report = this.report.bind(this);
  }

  async start(): Promise<void> {
    if (this.state !== 'idle') return;
    const { dsn, environment } = this.config.errorReporting;
    const settings = errorReportingSettings(dsn, environment, this.config.version);
    if (settings === 'invalid') this.logger.warn('Error reporting is off: the DSN is not an https DSN.');
    if (typeof settings === 'string') {
      this.state = 'off';
      return;
    }
    this.state = 'on';
    const started = await this.reporting.start(settings);
    if (!started.ok) this.logger.warn('Error reporting could not be loaded:', started.error);
  }

  /** An error the app caught (a render error below the error boundary); dropped while reporting is off. */
  report(error: unknown): void {
    if (this.state !== 'off') this.reporting.report(error);
  }
}
