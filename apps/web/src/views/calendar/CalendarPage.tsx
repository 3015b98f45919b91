import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CalendarItem } from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Segmented, Space, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { calendarApi } from '../../api/calendar';
import PageContainer from '../../components/PageContainer';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../layout/useIsMobile';
import { useFeedback } from '../../utils/feedback';
import { timeZoneLabel } from '../../utils/time';
import CalendarGrid from './CalendarGrid';
import {
  type CalendarView,
  dayKey,
  groupByDay,
  type JobDay,
  shiftAnchor,
  startOfDay,
  viewDays,
  viewRange,
} from './calendarDays';
import DayAgenda from './DayAgenda';
import { openItem, openJobDay } from './openItem';
import type { Move } from './RescheduleDialog';
import './calendar.css';

// The move dialog (and the quote table it shows) is fetched when a post is first dropped.
const RescheduleDialog = lazy(() => import('./RescheduleDialog'));

/** Polls the range while the page is open: posts start, jobs run, outcomes come in. */
const CALENDAR_POLL_MS = 30_000;

/**
 * The calendar (/toker/calendar): scheduled posts, recurring jobs' runs and
 * device rental ends by month or week, in the browser's time zone. Past
 * items show how they ended; a click opens the task, the job's screen or
 * the device; a post that has not started is dragged to another day or
 * hour and moved after the server's quote is confirmed.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [view, setView] = useState<CalendarView>('month');
  // Null: today on the server's clock (the simulated one, which may run ahead of the browser's).
  const [chosen, setChosen] = useState<Date | null>(null);
  const [serverNow, setServerNow] = useState<number | null>(null);
  const anchor = chosen ?? startOfDay(new Date(serverNow ?? Date.now()));
  const setAnchor = (next: (a: Date) => Date) => setChosen(next(anchor));
  const [selected, setSelected] = useState<Date | null>(null);
  const [move, setMove] = useState<Move | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the anchor's day is what matters, not its object
  const days = useMemo(() => viewDays(view, anchor), [view, anchor.getTime()]);
  const range = viewRange(days);
  const query = useQuery({
    queryKey: ['calendar', range.from, range.to],
    queryFn: () => calendarApi.range(range.from, range.to),
    placeholderData: keepPreviousData,
    refetchInterval: CALENDAR_POLL_MS,
  });
  const byDay = useMemo(() => groupByDay(days, query.data), [days, query.data]);
  const nowMs = query.data ? Date.parse(query.data.now) : (serverNow ?? Date.now());
  useEffect(() => {
    if (serverNow === null && query.data) setServerNow(Date.parse(query.data.now));
  }, [serverNow, query.data]);
  const lang = currentLang() === 'zh' ? 'zh-CN' : 'en-US';
  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long' }).format(anchor)
      : `${new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' }).format(days[0])} – ${new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', year: 'numeric' }).format(days[6])}`;
  const dayTitle = (d: Date) =>
    new Intl.DateTimeFormat(lang, { weekday: 'long', month: 'long', day: 'numeric' }).format(d);
  const gone = () => void message.warning(t('calendar.gone'));
  const open = (item: CalendarItem) => openItem(item, navigate, gone);
  const openJob = (line: JobDay) => openJobDay(line, navigate, gone);

  return (
    <PageContainer
      title={t('route.calendar')}
      extra={
        <Segmented<CalendarView>
          value={view}
          onChange={setView}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
          data-testid="calendar-view"
        />
      }
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('calendar.previous')}
            onClick={() => setAnchor((a) => shiftAnchor(view, a, -1))}
          />
          <Button onClick={() => setChosen(startOfDay(new Date(nowMs)))}>{t('calendar.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('calendar.next')}
            onClick={() => setAnchor((a) => shiftAnchor(view, a, 1))}
          />
          <strong data-testid="calendar-heading" style={{ fontSize: token.fontSizeLG }}>
            {heading}
          </strong>
        </Space>
        <span style={{ color: token.colorTextSecondary }} data-testid="calendar-zone">
          {t('calendar.zone', { zone: timeZoneLabel() })}
        </span>
      </Flex>
      {!mobile && (
        <div style={{ color: token.colorTextSecondary, marginBottom: 8 }}>{t('calendar.dragHint')}</div>
      )}
      {query.isError && (
        <Alert type="error" showIcon title={(query.error as Error).message} style={{ marginBottom: 8 }} />
      )}
      {query.data?.runsCapped && (
        <Alert type="info" showIcon title={t('calendar.runsCapped')} style={{ marginBottom: 8 }} />
      )}
      {view === 'week' && mobile ? (
        days.map((d) => (
          <DayAgenda
            key={dayKey(d)}
            day={byDay.get(dayKey(d))}
            title={dayTitle(d)}
            onOpenItem={open}
            onOpenJob={openJob}
            testId={`cal-agenda-${dayKey(d)}`}
          />
        ))
      ) : (
        <div aria-busy={query.isFetching}>
          <CalendarGrid
            view={view}
            days={days}
            byDay={byDay}
            month={anchor.getMonth()}
            nowMs={nowMs}
            mobile={mobile}
            selected={selected ? dayKey(selected) : null}
            onSelect={setSelected}
            onOpenItem={open}
            onOpenJob={openJob}
            onMove={(item, to) => setMove({ item, to })}
          />
        </div>
      )}
      {view === 'month' && selected && (
        <DayAgenda
          day={byDay.get(dayKey(selected))}
          title={dayTitle(selected)}
          onOpenItem={open}
          onOpenJob={openJob}
          testId="cal-agenda"
        />
      )}
      {move && (
        <Suspense fallback={null}>
          <RescheduleDialog
            move={move}
            onClose={() => setMove(null)}
            onMoved={() => {
              setMove(null);
              void query.refetch();
            }}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
