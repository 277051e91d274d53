import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the locale data worker', () => {
  it('loads each locale it is sent, in order, and answers each once it is loaded', async () => {
    const scope: { onmessage?: (event: MessageEvent<readonly string[]>) => void; postMessage: (locale: string) => void } = {
      postMessage: vi.fn(),
    };
    vi.stubGlobal('self', scope);
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await import('../../../src/i18n/locale-data-worker');

    scope.onmessage?.(new MessageEvent('message', { data: ['ro-RO', 'de-DE'] }));

    expect(supported.mock.calls).toEqual([['ro-RO'], ['de-DE']]);
    expect(scope.postMessage).toHaveBeenNthCalledWith(1, 'ro-RO');
    expect(scope.postMessage).toHaveBeenNthCalledWith(2, 'de-DE');
  });
});
