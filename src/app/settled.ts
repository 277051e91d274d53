import type { ClockPort } from '../../ports/clock-port';
import type { QueryCache } from '../shared/query-cache';

const POLL_MS = 2;

/** Resolves once no read is in flight, nor one started by what the last answers set off (a task later). */
export async function settled(cache: QueryCache, clock: ClockPort): Promise<void> {
  const tick = () => new Promise<void>((resolve) => clock.schedule(POLL_MS, resolve));
  do await tick();
  while (cache.busy);
}
