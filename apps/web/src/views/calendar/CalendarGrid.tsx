import type { CalendarItem } from '@reelfleet/contract';
import { Button, theme } from 'antd';
import { type CSSProperties, type DragEvent, useEffect, useRef, useState } from 'react';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { ItemEntry, JobEntry } from './CalendarEntry';
import type { JobDay } from './calendarDays';
import { type CalendarDay, type CalendarView, dayKey, dropTime } from './calendarDays';

export interface GridProps {
  view: CalendarView;
  days: Date[];
  byDay: Map<string, CalendarDay>;
  /** The month shown (month view): days of other months are muted. */
  month: number;
  nowMs: number;
  mobile: boolean;
  selected: string | null;
  onSelect: (day: Date) => void;
  onOpenItem: (item: CalendarItem) => void;
  onOpenJob: (line: JobDay) => void;
  /** A movable post dropped at `to`. */
  onMove: (item: CalendarItem, to: Date) => void;
}

const MONTH_ENTRIES = 3;
const WORKDAY_HOUR = 8;

/** Month (six weeks) or week (hours) of the calendar; a movable post is dragged to another day or hour. */
export default function CalendarGrid(p: GridProps) {
  const { token } = theme.useToken();
  useTranslation();
  const [dragging, setDragging] = useState<CalendarItem | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const week = useRef<HTMLDivElement>(null);
  // The week opens at its first item's hour (or the working day's start), not at midnight.
  const firstHour = Math.min(
    WORKDAY_HOUR,
    ...p.days.flatMap((d) => (p.byDay.get(dayKey(d))?.timed ?? []).map((i) => new Date(i.at).getHours())),
  );
  const weekStart = p.view === 'week' ? dayKey(p.days[0]!) : null;
  useEffect(() => {
    const box = week.current;
    if (!box || weekStart === null) return;
    const row = box.querySelector<HTMLElement>(`[data-hour="${firstHour}"]`);
    const head = box.querySelector<HTMLElement>('.rf-cal-head');
    if (row) box.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0);
  }, [weekStart, firstHour]);
  const dayLabel = new Intl.DateTimeFormat(currentLang() === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'full' });
  const weekday = new Intl.DateTimeFormat(currentLang() === 'zh' ? 'zh-CN' : 'en-US', { weekday: 'short' });
  const vars = {
    '--rf-cal-line': token.colorBorderSecondary,
    '--rf-cal-focus': token.colorPrimary,
  } as CSSProperties;

  const dropProps = (key: string, day: Date, hour?: number) => {
    const target = dragging ? dropTime(dragging.at, day, hour) : null;
    const allowed = target !== null && target.getTime() > p.nowMs;
    return {
      className: `rf-cal-cell${over === key && allowed ? ' rf-cal-over' : ''}`,
      onDragOver: (e: DragEvent) => {
        if (!allowed) return;
        e.preventDefault();
        setOver(key);
      },
      onDragLeave: () => setOver((o) => (o === key ? null : o)),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setOver(null);
        if (dragging && allowed) p.onMove(dragging, target);
        setDragging(null);
      },
    };
  };
  const entry = (item: CalendarItem) => (
    <ItemEntry
      key={`${item.kind}-${item.id}`}
      item={item}
      onOpen={() => p.onOpenItem(item)}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', String(item.id));
        e.dataTransfer.effectAllowed = 'move';
        setDragging(item);
      }}
      onDragEnd={() => setDragging(null)}
    />
  );
  const jobEntry = (line: JobDay) => (
    <JobEntry key={`job-${line.jobId}`} line={line} onOpen={() => p.onOpenJob(line)} />
  );
  const head = (d: Date) => weekday.format(d);
  const isToday = (d: Date) => dayKey(d) === dayKey(new Date(p.nowMs));
  const dayNumber = (d: Date, muted: boolean) => (
    <button
      type="button"
      className="rf-cal-day"
      aria-label={dayLabel.format(d)}
      onClick={(e) => {
        e.stopPropagation();
        p.onSelect(d);
      }}
      style={{
        color: isToday(d) ? token.colorTextLightSolid : muted ? token.colorTextDescription : token.colorText,
        background: isToday(d) ? token.colorPrimary : 'transparent',
      }}
    >
      {d.getDate()}
    </button>
  );

  if (p.view === 'month') {
    return (
      <div className="rf-cal-grid" style={vars} data-testid="calendar-month">
        {p.days.slice(0, 7).map((d) => (
          <div key={`h${d.getDay()}`} className="rf-cal-head" style={{ background: token.colorBgContainer }}>
            {head(d)}
          </div>
        ))}
        {p.days.map((d) => {
          const key = dayKey(d);
          const day = p.byDay.get(key) ?? { timed: [], jobs: [] };
          const all = day.timed.length + day.jobs.length;
          const shown = p.mobile ? 0 : MONTH_ENTRIES;
          const lines = [...day.jobs.map(jobEntry), ...day.timed.map(entry)];
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the day's number is its keyboard button; a click anywhere in the cell is the mouse's shortcut
            // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged post (dragging is the mouse's only)
            <div
              key={key}
              {...dropProps(key, d)}
              data-testid={`cal-day-${key}`}
              onClick={() => p.onSelect(d)}
              style={{ background: p.selected === key ? token.controlItemBgActive : undefined }}
            >
              {dayNumber(d, d.getMonth() !== p.month)}
              {lines.slice(0, shown)}
              {p.mobile && all > 0 && (
                <span
                  className="rf-cal-count"
                  style={{ background: token.colorPrimaryBg, color: token.colorPrimaryText }}
                >
                  {all}
                </span>
              )}
              {!p.mobile && all > shown && (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 20 }}
                  onClick={() => p.onSelect(d)}
                >
                  <MoreText count={all - shown} />
                </Button>
              )}
            </div>
          );
        })}
      </div>
    );
  }

  const hours = Array.from({ length: 24 }, (_, h) => h);
  const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <div className="rf-cal-grid rf-cal-week" style={vars} data-testid="calendar-week">
      <div className="rf-cal-head" style={{ background: token.colorBgContainer }} />
      {p.days.map((d) => (
        <div key={`h${dayKey(d)}`} className="rf-cal-head" style={{ background: token.colorBgContainer }}>
          {head(d)} {dayNumber(d, false)}
        </div>
      ))}
      <div className="rf-cal-hour" style={{ color: token.colorTextSecondary }} />
      {p.days.map((d) => (
        <div key={`j${dayKey(d)}`} className="rf-cal-cell" data-testid={`cal-jobs-${dayKey(d)}`}>
          {(p.byDay.get(dayKey(d))?.jobs ?? []).map(jobEntry)}
        </div>
      ))}
      {hours.map((h) => [
        <div key={`t${h}`} className="rf-cal-hour" data-hour={h} style={{ color: token.colorTextSecondary }}>
          {hourText(h)}
        </div>,
        ...p.days.map((d) => {
          const key = `${dayKey(d)}@${h}`;
          const items = (p.byDay.get(dayKey(d))?.timed ?? []).filter((i) => new Date(i.at).getHours() === h);
          return (
            <div key={key} {...dropProps(key, d, h)} data-testid={`cal-slot-${key}`}>
              {items.map(entry)}
            </div>
          );
        }),
      ])}
    </div>
  );
}

function MoreText({ count }: { count: number }) {
  const { t } = useTranslation();
  return <>{t('calendar.more', { count })}</>;
}
