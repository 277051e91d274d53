import type { ClockPort } from '../../../ports/clock-port';
import type { ShopContext } from '../../../ports/model/shop-context';
import type { Result } from '../../../ports/model/result';

export class TestClock implements ClockPort {
  constructor(public current = Date.UTC(2026, 10, 21, 9, 0, 0)) {}
  now(): number {
    return this.current;
  }
  schedule(): () => void {
    return () => undefined;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export const RO: ShopContext = { language: 'ro', locale: 'ro_RO', countryId: 146, satellite: 'RO' };
export const DE: ShopContext = { language: 'de', locale: 'de_DE', countryId: 5, satellite: 'RO' };
export const EN: ShopContext = { language: 'en', locale: 'en_US', countryId: 146, satellite: 'RO' };

export function value<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export function error<T, E>(result: Result<T, E>): E {
  if (result.ok) throw new Error(`Expected an error, got ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
}
