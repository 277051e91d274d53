import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING_PORT } from '../../../ports/error-reporting-port';
import { fail, portError } from '../../../ports/model/result';
import { bindingOf } from '../../../ports/port-token';
import { givenAShop } from '../../support/build-root-store';

const DSN = 'https://0123abcd@o1.ingest.errors.example/4501';
const withDsn = (dsn: string) => ({ config: { errorReporting: { dsn, environment: 'e2e' } } });

describe('error reporting', () => {
  it('is off when no DSN is configured: nothing is loaded and caught errors go nowhere', async () => {
    const { root, errorReporting } = givenAShop();
    await root.errorReporting.start();
    root.errorReporting.report(new Error('render failed'));
    expect(errorReporting.recorded).toEqual([]);
  });

  it('starts once with the spec sampling and full masking when a DSN is configured', async () => {
    const { root, errorReporting } = givenAShop(withDsn(DSN));
    await root.errorReporting.start();
    await root.errorReporting.start();
    expect(errorReporting.recorded).toEqual([
      {
        kind: 'error-reporting',
        settings: expect.objectContaining({
          dsn: DSN,
          environment: 'e2e',
          release: '1.1.0',
          tracesSampleRate: 0.2,
          replaysSessionSampleRate: 0.1,
          replaysOnErrorSampleRate: 1,
          maskAllText: true,
          maskAllInputs: true,
        }),
      },
    ]);
  });

  it('reports caught errors, also those caught before it started', async () => {
    const { root, errorReporting } = givenAShop(withDsn(DSN));
    root.errorReporting.report(new Error('early'));
    await root.errorReporting.start();
    root.errorReporting.report(new Error('later'));
    expect(errorReporting.recorded.filter((entry) => entry.kind === 'error-report')).toEqual([
      { kind: 'error-report', message: 'early' },
      { kind: 'error-report', message: 'later' },
    ]);
  });

  it('stays off, with a warning, for a DSN that is not one', async () => {
    const { root, errorReporting, logger } = givenAShop(withDsn('javascript:alert(1)'));
    await root.errorReporting.start();
    expect(errorReporting.recorded).toEqual([]);
    expect(logger.warnings.join(' ')).toContain('not an https DSN');
  });

  it('warns, without failing the page, when the reporting code cannot be loaded', async () => {
    const failing = { start: () => Promise.resolve(fail(portError('network', 'chunk failed'))), report: () => {} };
    const { root, logger } = givenAShop({ ...withDsn(DSN), ports: [bindingOf(ERROR_REPORTING_PORT, failing)] });
    await root.errorReporting.start();
    expect(logger.warnings.join(' ')).toContain('could not be loaded');
  });
});
