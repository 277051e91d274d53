/** Which delivery promise the checkout shows; the screen translates the code. */
export type DeliveryHint = 'next-day' | 'later';

export const SHOP_TIME_ZONE = 'Europe/Bucharest';
/** Orders placed before this local hour ship for next-day delivery. */
export const NEXT_DAY_CUTOFF_HOUR = 13;
/** Spec 9 excludes Fridays and is silent on weekends: next-day delivery only Monday to Thursday. */
const NEXT_DAY_WEEKDAYS: readonly string[] = ['Mon', 'Tue', 'Wed', 'Thu'];

const shopClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The weekday and hour on the shop's wall clock (Romanian time, summer time included). */
export function shopWeekdayAndHour(epochMs: number): { weekday: string; hour: number } {
  const parts = shopClock.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), hour: Number(part('hour')) };
}

/** The hint for an order placed now (epoch ms from the clock port). */
export function deliveryHint(nowMs: number): DeliveryHint {
  if (!Number.isFinite(nowMs)) return 'later';
  const { weekday, hour } = shopWeekdayAndHour(nowMs);
  return NEXT_DAY_WEEKDAYS.includes(weekday) && hour < NEXT_DAY_CUTOFF_HOUR ? 'next-day' : 'later';
}
