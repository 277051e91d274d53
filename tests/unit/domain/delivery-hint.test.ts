import { describe, expect, it } from 'vitest';
import { deliveryHint, shopWeekdayAndHour } from '../../../src/domain/delivery-hint';

// Romania is UTC+2 in winter and UTC+3 in summer (2025: from 30 March to 26 October).
const utc = (iso: string): number => Date.parse(`${iso}Z`);

describe('deliveryHint', () => {
  it.each([
    ['Monday 09:00 (winter)', '2025-01-13T07:00', 'next-day'],
    ['Tuesday 12:59 (winter)', '2025-01-14T10:59', 'next-day'],
    ['Tuesday 13:00 (winter)', '2025-01-14T11:00', 'later'],
    ['Tuesday 12:59 (summer)', '2025-07-15T09:59', 'next-day'],
    ['Tuesday 13:00 (summer)', '2025-07-15T10:00', 'later'],
    ['Tuesday 13:30 in summer, 11:30 in UTC+2', '2025-07-15T10:30', 'later'],
    ['Wednesday 12:59:59.999 (winter)', '2025-01-15T10:59:59.999', 'next-day'],
    ['Thursday 12:59 (summer)', '2025-07-17T09:59', 'next-day'],
    ['Thursday 23:59 (winter)', '2025-01-16T21:59', 'later'],
    ['Friday 00:00 (winter)', '2025-01-16T22:00', 'later'],
    ['Friday 09:00 (summer)', '2025-07-18T06:00', 'later'],
    ['Friday 12:59 (winter)', '2025-01-17T10:59', 'later'],
    ['Saturday 09:00 (winter)', '2025-01-18T07:00', 'later'],
    ['Sunday 09:00 (summer)', '2025-07-20T06:00', 'later'],
    ['Sunday 23:59 (winter), already Sunday 21:59 in UTC', '2025-01-19T21:59', 'later'],
    ['Monday 00:00 (winter), still Sunday in UTC', '2025-01-19T22:00', 'next-day'],
    ['Thursday 00:30 in summer, still Wednesday in UTC', '2025-07-16T21:30', 'next-day'],
    ['Monday after summer time starts, 12:59', '2025-03-31T09:59', 'next-day'],
    ['Monday after summer time starts, 13:00', '2025-03-31T10:00', 'later'],
    ['Monday after winter time returns, 12:59', '2025-10-27T10:59', 'next-day'],
    ['Monday after winter time returns, 13:00', '2025-10-27T11:00', 'later'],
  ])('%s → %s', (_label, iso, hint) => {
    expect(deliveryHint(utc(iso))).toBe(hint);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('is later for an unreadable time (%s)', (now) => {
    expect(deliveryHint(now)).toBe('later');
  });
});

describe('shopWeekdayAndHour', () => {
  it.each([
    ['the last winter hour before the switch', '2025-03-30T00:59', 'Sun', 2],
    ['the first summer hour (03:00 skips to 04:00)', '2025-03-30T01:00', 'Sun', 4],
    ['the last summer hour before the switch', '2025-10-26T00:59', 'Sun', 3],
    ['the repeated hour after the switch', '2025-10-26T01:00', 'Sun', 3],
    ['midnight local', '2025-01-12T22:00', 'Mon', 0],
  ])('%s', (_label, iso, weekday, hour) => {
    expect(shopWeekdayAndHour(utc(iso))).toEqual({ weekday, hour });
  });
});
