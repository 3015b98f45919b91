import {
  COUNTER_PREFIX,
  type TaskCounters as Counters,
  MAINTENANCE_ACTIONS,
  type MaintenanceAction,
  TASK_KINDS,
  type TaskProgress,
} from '@reelfleet/contract';
import { Flex, theme } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import TaskProgressLine from './TaskProgressLine';
import { useAnimatedNumber } from './useAnimatedNumber';
import { useToneColours } from './useToneColours';

interface CountProps {
  value: number;
  tone: 'success' | 'error' | 'warning';
  label: string;
  testId: string;
}

function Count({ value, tone, label, testId }: CountProps) {
  const shown = useAnimatedNumber(value);
  const colour = useToneColours()[tone];
  return (
    <div className="rf-task-count">
      <div className="rf-task-count-label">{label}</div>
      <div className="rf-task-count-value" style={{ color: colour }} data-testid={testId} data-value={value}>
        {toThousands(shown)}
      </div>
    </div>
  );
}

function actionCounts(message: Counters, action: MaintenanceAction) {
  const prefix = COUNTER_PREFIX[action];
  return {
    success: message[`${prefix}Success` as keyof Counters],
    failed: message[`${prefix}Failed` as keyof Counters],
  };
}

/**
 * Spec 2: a maintenance task counts successes and failures of each action
 * (play, collect, share, like, follow, comment); other kinds count success,
 * failure and abnormal. Both end with the progress bar.
 */
export default function TaskCounters({ progress }: { progress: TaskProgress }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = progress;
  return (
    <div>
      {TASK_KINDS[progress.subtype].counters === 'actions' ? (
        <div className="rf-task-actions">
          {MAINTENANCE_ACTIONS.map((action) => {
            const counts = actionCounts(message, action);
            return (
              <section key={action} className="rf-task-action" aria-label={t(`tasks.action.${action}`)}>
                <div className="rf-task-action-title" style={{ color: token.colorTextHeading }}>
                  {t(`tasks.action.${action}`)}
                </div>
                <Flex gap={8}>
                  <Count
                    value={counts.success}
                    tone="success"
                    label={t('tasks.counter.success')}
                    testId={`count-${action}-success`}
                  />
                  <Count
                    value={counts.failed}
                    tone="error"
                    label={t('tasks.counter.failure')}
                    testId={`count-${action}-failure`}
                  />
                </Flex>
              </section>
            );
          })}
        </div>
      ) : (
        <Flex gap={12} wrap className="rf-task-totals">
          <Count
            value={message.success}
            tone="success"
            label={t('tasks.counter.success')}
            testId="count-success"
          />
          <Count
            value={message.failed}
            tone="error"
            label={t('tasks.counter.failure')}
            testId="count-failure"
          />
          <Count
            value={message.error}
            tone="warning"
            label={t('tasks.counter.abnormal')}
            testId="count-abnormal"
          />
        </Flex>
      )}
      <TaskProgressLine status={progress.status} progress={progress.progress} counters={message} />
    </div>
  );
}
