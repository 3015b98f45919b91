import type { CalendarItem } from '@reelfleet/contract';
import { Flex, theme } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { ItemEntry, JobEntry } from './CalendarEntry';
import type { CalendarDay, JobDay } from './calendarDays';

/** Everything of one day, as a list (a month cell shows three; a phone's only dots). */
export default function DayAgenda({
  day,
  title,
  onOpenItem,
  onOpenJob,
  testId,
}: {
  day: CalendarDay | undefined;
  title: string;
  onOpenItem: (item: CalendarItem) => void;
  onOpenJob: (line: JobDay) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const empty = !day || day.timed.length + day.jobs.length === 0;
  return (
    <section data-testid={testId} style={{ marginTop: 12 }}>
      <h3 style={{ fontSize: token.fontSize, margin: '0 0 6px', color: token.colorTextHeading }}>{title}</h3>
      {empty ? (
        <div style={{ color: token.colorTextSecondary }}>{t('calendar.nothing')}</div>
      ) : (
        <Flex vertical gap={4}>
          {day.jobs.map((line) => (
            <JobEntry key={`job-${line.jobId}`} line={line} onOpen={() => onOpenJob(line)} />
          ))}
          {day.timed.map((item) => (
            <ItemEntry key={`${item.kind}-${item.id}`} item={item} onOpen={() => onOpenItem(item)} />
          ))}
        </Flex>
      )}
    </section>
  );
}
