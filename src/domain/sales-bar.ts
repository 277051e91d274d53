import type { SalesBarEntry } from '../../ports/model/store-config';

export const SALES_BAR_DISMISSED_VALUE = 'false';

export interface SalesBarState {
  entry: SalesBarEntry | null;
  moduleActive: boolean;
  /** The stored salesBarVisible value; absent means visible. */
  dismissedValue: string | null;
}

export const isSalesBarVisible = ({ entry, moduleActive, dismissedValue }: SalesBarState): boolean =>
  dismissedValue !== SALES_BAR_DISMISSED_VALUE && moduleActive && entry !== null && entry.active;
