import { ExportOutlined, FileTextOutlined, StopOutlined } from '@ant-design/icons';
import type { LogLevel, TaskInfo } from '@reelfleet/contract';
import { Alert, Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { exportTaskLog } from './exportFile';
import TaskCounters from './TaskCounters';
import TaskInfoPanel from './TaskInfoPanel';
import TaskLogBox from './TaskLogBox';
import { STOPPABLE_STATUSES, useStopTask } from './useStopTask';
import { useTaskMonitor } from './useTaskMonitor';
import './tasks.css';

const VideoDetailsDialog = lazy(() => import('../video/VideoDetailsDialog'));

/** Spec 2: export failed objects once it ended (and when there are any). */
const FINISHED = ['success', 'failed'];

/** The task details dialog's body (spec 2): the task on the left; counters, progress and live log on the right. */
export default function TaskDetails({ task }: { task: TaskInfo }) {
  const { t } = useTranslation();
  const monitor = useTaskMonitor(task);
  const [videos, setVideos] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<'failed' | 'logs' | null>(null);
  const status = monitor.progress.status;

  const stop = useStopTask();
  const failures = monitor.progress.message.failed + monitor.progress.message.error;

  const exportLog = async (level?: LogLevel) => {
    setBusy(level ? 'failed' : 'logs');
    await exportTaskLog(task.logId, level);
    setBusy(null);
  };

  return (
    <div className="rf-task-details" data-testid="task-details" data-status={status}>
      <div className="rf-task-left">
        <TaskInfoPanel task={task} progress={monitor.progress} onVideos={setVideos} />
      </div>
      <div className="rf-task-right">
        <TaskCounters progress={monitor.progress} />
        {monitor.error && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title={t('tasks.pollFailed', { error: monitor.error })}
            action={
              <Button size="small" onClick={monitor.refresh}>
                {t('tasks.retry')}
              </Button>
            }
          />
        )}
        <TaskLogBox
          subtype={task.subtype}
          lines={monitor.lines}
          earlier={monitor.earlier}
          onVideo={(id) => setVideos([id])}
        />
        <Flex gap={8} wrap justify="flex-end" className="rf-task-buttons">
          {STOPPABLE_STATUSES.includes(status) && (
            <Button danger icon={<StopOutlined />} onClick={() => stop(task, monitor.refresh)}>
              {t('tasks.stop')}
            </Button>
          )}
          {FINISHED.includes(status) && failures > 0 && (
            <Button icon={<ExportOutlined />} loading={busy === 'failed'} onClick={() => exportLog('ERROR')}>
              {t('tasks.exportFailed')}
            </Button>
          )}
          <Button icon={<FileTextOutlined />} loading={busy === 'logs'} onClick={() => exportLog()}>
            {t('tasks.exportLogs')}
          </Button>
        </Flex>
      </div>
      {videos && (
        <Suspense fallback={null}>
          <VideoDetailsDialog open ids={videos} onClose={() => setVideos(null)} />
        </Suspense>
      )}
    </div>
  );
}
