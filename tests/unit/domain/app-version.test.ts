import { describe, expect, it } from 'vitest';
import { UPDATE_TOAST_MS, checkAppVersion } from '../../../src/domain/app-version';

describe('checkAppVersion', () => {
  it.each([
    [null, '1.1.0', 'first-run'],
    ['', '1.1.0', 'first-run'],
    ['1.1.0', '1.1.0', 'same'],
    ['1.0.9', '1.1.0', 'changed'],
    ['1.1.0', '1.1.1', 'changed'],
  ])('stored %j, build %s → %s', (stored, build, result) => {
    expect(checkAppVersion(stored, build)).toBe(result);
  });

  it('shows the update toast for 15 seconds', () => {
    expect(UPDATE_TOAST_MS).toBe(15_000);
  });
});
