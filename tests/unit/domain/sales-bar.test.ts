import { describe, expect, it } from 'vitest';
import type { SalesBarEntry } from '../../../ports/model/store-config';
import { isSalesBarVisible } from '../../../src/domain/sales-bar';

const entry = (active: boolean): SalesBarEntry => ({ message: 'Sale', link: null, linkText: null, dismissible: true, active });

describe('isSalesBarVisible', () => {
  it.each([
    ['active entry, module on, never dismissed', entry(true), true, null, true],
    ['stored visible true', entry(true), true, 'true', true],
    ['dismissed', entry(true), true, 'false', false],
    ['module inactive', entry(true), false, null, false],
    ['entry inactive', entry(false), true, null, false],
    ['no entry', null, true, null, false],
  ] as [string, SalesBarEntry | null, boolean, string | null, boolean][])(
    '%s → %s',
    (_label, e, moduleActive, dismissedValue, visible) => {
      expect(isSalesBarVisible({ entry: e, moduleActive, dismissedValue })).toBe(visible);
    },
  );
});
