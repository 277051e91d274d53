import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData } from '../../../src/i18n/warm-locale-data';
import { inSlices } from '../../../src/app/next-task';

afterEach(() => vi.restoreAllMocks());

describe("warming the engine's locale data", () => {
  it('loads the likely subtags, the number formats’ locales and the formatters in separate steps', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const steps = warmLocaleData('ro-RO');

    steps.next();
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(supported).not.toHaveBeenCalled();

    steps.next();
    expect(supported).toHaveBeenCalledWith('ro-RO');
    expect(steps.next().done).toBe(true);
  });

  it('gives the main thread back between its steps when each runs longer than a slice', async () => {
    let clock = 0;
    const pause = vi.fn(async () => {});
    await inSlices(warmLocaleData('de-DE'), { pause, now: () => (clock += 10) });
    expect(pause).toHaveBeenCalledTimes(2);
  });
});
