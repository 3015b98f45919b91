import type { CalendarRange } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { dayKey, dropTime, groupByDay, runsIn, shiftAnchor, viewDays, viewRange } from './calendarDays';

describe('calendar days', () => {
  it('a month is six weeks from the Monday of its first week; a week is Monday to Sunday', () => {
    const month = viewDays('month', new Date(2026, 11, 17));
    expect(month).toHaveLength(42);
    expect(dayKey(month[0]!)).toBe('2026-11-30');
    expect(month[0]!.getDay()).toBe(1);
    const week = viewDays('week', new Date(2026, 11, 17));
    expect(week.map(dayKey)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
    expect(dayKey(shiftAnchor('month', new Date(2026, 11, 17), 1))).toBe('2027-1-1');
    const range = viewRange(week);
    expect(Date.parse(range.to) - Date.parse(range.from)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
  });

  it("counts a job's runs in a span in closed form", () => {
    const h = 3_600_000;
    expect(runsIn(0, 5 * 60_000, 0, 24 * h)).toEqual({ count: 288, first: 0 });
    expect(runsIn(10 * h, 24 * h, 0, 24 * h)).toEqual({ count: 1, first: 10 * h });
    expect(runsIn(30 * h, 24 * h, 0, 24 * h)).toEqual({ count: 0, first: null });
    expect(runsIn(0, 60 * 60_000, 90 * 60_000, 4 * h)).toEqual({ count: 2, first: 2 * h });
  });

  it("gathers a job's runs into one line a day, and keeps a dropped post's minutes", () => {
    const days = viewDays('week', new Date(2026, 11, 17));
    const at = (d: number, hh: number) => new Date(2026, 11, d, hh).toISOString();
    const data: CalendarRange = {
      now: at(16, 12),
      runsCapped: false,
      jobs: [
        {
          id: 7,
          name: 'hourly',
          subtype: 'like',
          everyMinutes: 60,
          status: 'active',
          nextRunTime: at(16, 13),
        },
      ],
      items: [
        {
          kind: 'run',
          id: 1,
          logId: '1',
          title: 'hourly',
          subtype: 'like',
          at: at(16, 11),
          status: 'success',
          jobId: 7,
          movable: false,
        },
        {
          kind: 'run',
          id: 2,
          logId: '2',
          title: 'hourly',
          subtype: 'like',
          at: at(16, 12),
          status: 'failed',
          jobId: 7,
          movable: false,
        },
        {
          kind: 'post',
          id: 3,
          logId: '3',
          title: 'p',
          subtype: 'post',
          at: at(18, 9),
          status: 'queue',
          jobId: null,
          movable: true,
        },
      ],
    };
    const byDay = groupByDay(days, data);
    const sixteenth = byDay.get('2026-12-16')!;
    expect(sixteenth.jobs).toHaveLength(1);
    expect(sixteenth.jobs[0]).toMatchObject({ jobId: 7, upcoming: 11 });
    expect(sixteenth.jobs[0]!.runs.map((r) => r.status)).toEqual(['success', 'failed']);
    expect(byDay.get('2026-12-17')!.jobs[0]!.upcoming).toBe(24);
    expect(byDay.get('2026-12-18')!.timed.map((i) => i.id)).toEqual([3]);
    const dropped = dropTime(new Date(2026, 11, 18, 9, 45).toISOString(), new Date(2026, 11, 20), 15);
    expect([dropped.getDate(), dropped.getHours(), dropped.getMinutes()]).toEqual([20, 15, 45]);
  });
});
