import { describe, expect, it } from 'vitest';
import { formatTimeAgo, formatWithZone, timeAgo, timeZoneLabel } from './time';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('timeAgo', () => {
  it('counts minutes under one hour', () => {
    expect(timeAgo(ago(30_000), NOW)).toEqual({ unit: 'minute', value: 0 });
    expect(timeAgo(ago(5 * MIN), NOW)).toEqual({ unit: 'minute', value: 5 });
    expect(timeAgo(ago(59 * MIN + 59_000), NOW)).toEqual({ unit: 'minute', value: 59 });
  });

  it('counts hours from one hour to under one day', () => {
    expect(timeAgo(ago(60 * MIN), NOW)).toEqual({ unit: 'hour', value: 1 });
    expect(timeAgo(ago(23 * 60 * MIN + 59 * MIN), NOW)).toEqual({ unit: 'hour', value: 23 });
  });

  it('counts days from one day on', () => {
    expect(timeAgo(ago(24 * 60 * MIN), NOW)).toEqual({ unit: 'day', value: 1 });
    expect(timeAgo(ago(40 * 24 * 60 * MIN), NOW)).toEqual({ unit: 'day', value: 40 });
  });

  it('accepts Date objects, epoch seconds and milliseconds', () => {
    expect(timeAgo(new Date(NOW - 2 * 60 * MIN), NOW)).toEqual({ unit: 'hour', value: 2 });
    expect(timeAgo((NOW - 3 * MIN) / 1000, NOW)).toEqual({ unit: 'minute', value: 3 });
    expect(timeAgo(NOW - 3 * 24 * 60 * MIN, NOW)).toEqual({ unit: 'day', value: 3 });
  });

  it('treats a time in the future as just now', () => {
    expect(timeAgo(new Date(NOW + 10 * MIN), NOW)).toEqual({ unit: 'minute', value: 0 });
  });
});

describe('formatTimeAgo', () => {
  const t = (key: string, { count }: { count: number }) => `${key}:${count}`;
  it('picks the key for the unit and passes the count', () => {
    expect(formatTimeAgo(ago(10_000), t, NOW)).toBe('time.justNow:0');
    expect(formatTimeAgo(ago(7 * MIN), t, NOW)).toBe('time.minutesAgo:7');
    expect(formatTimeAgo(ago(3 * 60 * MIN), t, NOW)).toBe('time.hoursAgo:3');
    expect(formatTimeAgo(ago(2 * 24 * 60 * MIN), t, NOW)).toBe('time.daysAgo:2');
  });
});

describe('time zone label', () => {
  it('names the UTC offset and the zone of the browser', () => {
    const was = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai';
    try {
      expect(timeZoneLabel(new Date('2026-12-07T02:00:00Z'))).toBe('UTC+08:00 (Asia/Shanghai)');
      expect(formatWithZone('2026-12-07T02:00:00Z')).toBe('2026-12-07 10:00 UTC+08:00 (Asia/Shanghai)');
      process.env.TZ = 'America/St_Johns';
      expect(timeZoneLabel(new Date('2026-01-07T02:00:00Z'))).toBe('UTC-03:30 (America/St_Johns)');
    } finally {
      if (was === undefined) delete process.env.TZ;
      else process.env.TZ = was;
    }
  });
});
