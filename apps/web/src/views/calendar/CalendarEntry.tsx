import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, SyncOutlined } from '@ant-design/icons';
import type { CalendarItem } from '@reelfleet/contract';
import { theme } from 'antd';
import type { DragEvent, ReactNode } from 'react';
import { label } from '../../components/fleet/format';
import { statusLabel } from '../../components/tasks/labels';
import { useTranslation } from '../../i18n/useTranslation';
import type { JobDay } from './calendarDays';

const hhmm = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** One button-like line of the calendar: its colour says what it is, its icon how it ended. */
function Entry({
  tone,
  time,
  text,
  icon,
  title,
  onClick,
  draggable,
  onDragStart,
  onDragEnd,
  testId,
}: {
  tone: 'post' | 'rental' | 'job';
  time: string | null;
  text: string;
  icon: ReactNode;
  title: string;
  onClick: () => void;
  draggable?: boolean;
  onDragStart?: (e: DragEvent) => void;
  onDragEnd?: () => void;
  testId: string;
}) {
  const { token } = theme.useToken();
  const colour = {
    post: token.colorPrimary,
    rental: token.colorWarning,
    job: token.purple6 ?? token.colorInfo,
  }[tone];
  return (
    <button
      type="button"
      className="rf-cal-entry"
      data-testid={testId}
      title={title}
      aria-label={title}
      draggable={draggable}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
      style={{
        borderInlineStart: `3px solid ${colour}`,
        background: token.colorFillQuaternary,
        color: token.colorText,
        cursor: draggable ? 'grab' : 'pointer',
      }}
    >
      {time && <span className="rf-cal-time">{time}</span>}
      <span className="rf-cal-text">{text}</span>
      {icon}
    </button>
  );
}

function OutcomeIcon({ status }: { status: CalendarItem['status'] }) {
  const { token } = theme.useToken();
  if (status === 'success') return <CheckCircleFilled style={{ color: token.colorSuccessText }} />;
  if (status === 'failed') return <CloseCircleFilled style={{ color: token.colorErrorText }} />;
  if (status === 'running' || status === 'paused')
    return <SyncOutlined style={{ color: token.colorPrimaryText }} />;
  return status === 'queue' ? <ClockCircleOutlined style={{ color: token.colorTextSecondary }} /> : null;
}

/** A post (draggable while it has not started) or a rental end. */
export function ItemEntry({
  item,
  onOpen,
  onDragStart,
  onDragEnd,
}: {
  item: CalendarItem;
  onOpen: () => void;
  onDragStart?: (e: DragEvent) => void;
  onDragEnd?: () => void;
}) {
  const { t } = useTranslation();
  const time = hhmm(Date.parse(item.at));
  const what = item.kind === 'rental' ? t('calendar.kind.rental') : t('calendar.kind.post');
  // A post not yet started reads as in the task list: Scheduled, not In queue.
  const status = item.movable ? label('task.scheduled') : item.status ? statusLabel(item.status) : null;
  const state = status ? ` · ${status}` : '';
  return (
    <Entry
      tone={item.kind === 'rental' ? 'rental' : 'post'}
      time={time}
      text={item.title}
      icon={<OutcomeIcon status={item.status} />}
      title={`${t('calendar.entryLabel', { kind: what, title: item.title })} ${time}${state}${item.movable ? ` · ${t('calendar.dragToMove')}` : ''}`}
      onClick={onOpen}
      draggable={item.movable}
      onDragStart={item.movable ? onDragStart : undefined}
      onDragEnd={onDragEnd}
      testId={`cal-${item.kind}-${item.id}`}
    />
  );
}

/** A recurring job's runs on one day: how many ran (and how) and how many are to come. */
export function JobEntry({ line, onOpen }: { line: JobDay; onOpen: () => void }) {
  const { t } = useTranslation();
  const ok = line.runs.filter((r) => r.status === 'success').length;
  const failed = line.runs.filter((r) => r.status === 'failed').length;
  const parts = [
    line.runs.length > 0 ? t('calendar.ran', { count: line.runs.length }) : null,
    line.upcoming > 0 ? t('calendar.upcoming', { count: line.upcoming }) : null,
  ].filter(Boolean);
  const { token } = theme.useToken();
  return (
    <Entry
      tone="job"
      time={line.firstAt === null ? null : hhmm(line.firstAt)}
      text={`${line.name} · ${parts.join(', ')}`}
      icon={
        failed > 0 ? (
          <CloseCircleFilled style={{ color: token.colorErrorText }} />
        ) : ok > 0 ? (
          <CheckCircleFilled style={{ color: token.colorSuccessText }} />
        ) : (
          <SyncOutlined style={{ color: token.colorTextSecondary }} />
        )
      }
      title={`${t('calendar.entryLabel', { kind: t('calendar.kind.job'), title: line.name })} · ${parts.join(', ')}${failed > 0 ? ` · ${t('calendar.failedRuns', { count: failed })}` : ''}`}
      onClick={onOpen}
      testId={`cal-job-${line.jobId}`}
    />
  );
}
