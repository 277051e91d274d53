import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the locale data worker', () => {
  it('loads the locale it is sent, and answers once it is loaded', async () => {
    const log: string[] = [];
    const scope: { onmessage?: (event: MessageEvent<string>) => void; postMessage: (locale: string) => void } = {
      postMessage: vi.fn((locale: string) => void log.push(`answered ${locale}`)),
    };
    vi.stubGlobal('self', scope);
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locale) => {
      log.push(`loaded ${String(locale)}`);
      return [];
    });
    await import('../../../src/i18n/locale-data-worker');

    scope.onmessage?.(new MessageEvent('message', { data: 'ro-RO' }));

    expect(supported.mock.calls).toEqual([['ro-RO']]);
    expect(scope.postMessage).toHaveBeenCalledExactlyOnceWith('ro-RO');
    expect(log).toEqual(['loaded ro-RO', 'answered ro-RO']);
  });
});
