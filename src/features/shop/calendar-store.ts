import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { openAdventDoors } from '../../domain/advent';

/** Dates the screens show, read from the clock port when they render. */
@injectable()
export class CalendarStore {
  constructor(@inject(CLOCK_PORT) private readonly clock: ClockPort) {}

  /** The calendar year now (the footer's copyright line). */
  get year(): number {
    return new Date(this.clock.now()).getFullYear();
  }

  /** Advent doors open today. */
  get adventDoorsOpen(): number {
    return openAdventDoors(new Date(this.clock.now()));
  }
}
