import type { LanguageCode } from '../../../ports/model/shop-context';
import { portToken } from '../../../ports/port-token';

export type PersonaId = 'guest' | 'private' | 'company' | 'vat-exempt' | 'admin';

/** A demo account of the data set the panel logs in as (the guest has none). */
export interface Persona {
  id: Exclude<PersonaId, 'guest'>;
  email: string;
  password: string;
}

/** A port method made to fail: every call (every = 1) or every n-th. */
export interface MethodFailure {
  name: string;
  every: number;
}

export interface FakeControlsState {
  latencyMs: number;
  failures: MethodFailure[];
  /** How far the fake clock runs ahead of the real one. */
  clockOffsetMs: number;
}

/**
 * What the fake-mode control panel reaches besides the shop's stores: the fake backend's knobs, the
 * fake clock and the page. Bound in fake mode only (src/app/fake-panel-controls.ts).
 */
export interface FakeControls {
  readonly personas: readonly Persona[];
  state(): FakeControlsState;
  setLatency(ms: number): void;
  fail(name: string, every: number): void;
  heal(name: string): void;
  advanceClock(ms: number): void;
  /** The data set as seeded: carts, orders, accounts and knobs dropped, the clock back; the page reloads. */
  resetData(): void;
  /** The page's URL in that language (the shop follows it). */
  showLanguage(language: LanguageCode): void;
  isOpen(): boolean;
  keepOpen(open: boolean): void;
}

export const FAKE_CONTROLS = portToken<FakeControls>('FakeControls');
