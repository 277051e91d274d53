import type * as SentrySdk from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { SentryErrorReportingAdapter } from '../../../adapters/browser/sentry-error-reporting-adapter';
import type { ErrorReportingSettings } from '../../../ports/error-reporting-port';
import { errorReportingSettings } from '../../../src/domain/error-reporting';

type Sdk = typeof SentrySdk;

const settings = errorReportingSettings('https://key@o1.errors.example/7', 'production', '1.1.0') as ErrorReportingSettings;

function aStubSdk() {
  const sdk = {
    init: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'tracing' })),
    replayIntegration: vi.fn(() => ({ name: 'replay' })),
  };
  return { sdk, load: vi.fn(() => Promise.resolve(sdk as unknown as Sdk)) };
}

describe('the error-reporting SDK adapter', () => {
  it('downloads the SDK only when started, and starts it with the settings, tracing and masked replay', async () => {
    const { sdk, load } = aStubSdk();
    const adapter = new SentryErrorReportingAdapter(load);
    expect(load).not.toHaveBeenCalled();
    expect(await adapter.start(settings)).toEqual({ ok: true, value: undefined });
    expect(sdk.replayIntegration).toHaveBeenCalledWith({ maskAllText: true, maskAllInputs: true });
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: 'https://key@o1.errors.example/7',
      environment: 'production',
      release: '1.1.0',
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: [{ name: 'tracing' }, { name: 'replay' }],
    });
  });

  it('starts once however often it is asked', async () => {
    const { sdk, load } = aStubSdk();
    const adapter = new SentryErrorReportingAdapter(load);
    await Promise.all([adapter.start(settings), adapter.start(settings)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it('sends errors caught while the SDK was loading once it runs, then each one as it comes', async () => {
    const { sdk, load } = aStubSdk();
    const adapter = new SentryErrorReportingAdapter(load);
    const early = new Error('early');
    adapter.report(early);
    expect(sdk.captureException).not.toHaveBeenCalled();
    await adapter.start(settings);
    const later = new Error('later');
    adapter.report(later);
    expect(sdk.captureException.mock.calls).toEqual([[early], [later]]);
  });

  it('answers a failed download as a network failure and tries again on the next start', async () => {
    const { sdk } = aStubSdk();
    const load = vi
      .fn<() => Promise<Sdk>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(sdk as unknown as Sdk);
    const adapter = new SentryErrorReportingAdapter(load);
    expect(await adapter.start(settings)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await adapter.start(settings)).toEqual({ ok: true, value: undefined });
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });
});
