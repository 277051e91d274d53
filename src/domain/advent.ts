export const ADVENT_DOORS = 24;
const DECEMBER = 11;

/** How many doors are open on this day: none before December, one more each December day, all after the 24th. */
export function openAdventDoors(now: Date): number {
  return now.getMonth() === DECEMBER ? Math.min(now.getDate(), ADVENT_DOORS) : 0;
}
