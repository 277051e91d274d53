import { describe, expect, it } from 'vitest';
import { errorReportingSettings } from '../../../src/domain/error-reporting';

const DSN = 'https://0123abcd@o1.ingest.errors.example/4501';

describe('error-reporting settings', () => {
  it('are off without a DSN', () => {
    expect(errorReportingSettings('', 'production', '1.1.0')).toBe('off');
    expect(errorReportingSettings('   ', 'production', '1.1.0')).toBe('off');
  });

  it.each([
    ['plain http', 'http://0123abcd@o1.ingest.errors.example/4501'],
    ['no public key', 'https://o1.ingest.errors.example/4501'],
    ['no project id', 'https://0123abcd@o1.ingest.errors.example/'],
    ['not a URL', 'Sentry.init({})'],
    ['a script URL', 'javascript:alert(1)'],
  ])('reject a DSN that is %s', (_, dsn) => {
    expect(errorReportingSettings(dsn, 'production', '1.1.0')).toBe('invalid');
  });

  it('sample traces at 0.2, replay sessions at 0.1 and every session with an error, masking all text and inputs', () => {
    expect(errorReportingSettings(` ${DSN} `, 'staging', '1.1.0')).toEqual({
      dsn: DSN,
      environment: 'staging',
      release: '1.1.0',
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      maskAllText: true,
      maskAllInputs: true,
    });
  });

  it('file reports under production unless an environment is configured', () => {
    expect(errorReportingSettings(DSN, '', '2.0.0')).toMatchObject({ environment: 'production', release: '2.0.0' });
  });
});
