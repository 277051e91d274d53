import type { ClockPort } from '../../ports/clock-port';
import type { QueryCache } from '../shared/query-cache';

/**
 * Resolves once no read is in flight, nor one started by what the last answers set off: the cache
 * says when its last read has ended, and a task later any read those answers started is in flight.
 */
export async function settled(cache: QueryCache, clock: ClockPort): Promise<void> {
  const task = () => new Promise<void>((resolve) => clock.schedule(0, resolve));
  do await task();
  while (await cache.idle());
}
