import {
  type ImplementedSubtype,
  MAINTENANCE_ACTIONS,
  MAINTENANCE_COUNT_FIELD,
  type TaskInfo,
  type TaskSubtype,
} from '@reelfleet/contract';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import type { KindWizardProps } from './wizard/TaskWizard';

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

interface DescribeContext {
  t: TFunction;
  /** Opens the video details dialog. */
  onVideos: (ids: string[]) => void;
}

/**
 * The console side of a task kind the server runs: its creation wizard
 * (loaded the first time it opens) and the kind's own lines of the task
 * dialog's description (spec 3 "Task description fields"). Everything else
 * about a kind (type, path, labels, counters) is its contract entry
 * (TASK_KINDS); shared task components never test a subtype.
 */
export interface WebTaskKind {
  Wizard: LazyExoticComponent<ComponentType<KindWizardProps>>;
  describe: (d: TaskInfo['description'], ctx: DescribeContext) => ReactNode[];
}

export const WEB_TASK_KINDS: Record<ImplementedSubtype, WebTaskKind> = {
  batch_login: {
    Wizard: lazy(() => import('../../views/devices/BatchLoginWizard')),
    describe: (d, { t }) => [
      t('tasks.labelValue', { label: t('tasks.field.group'), value: String(d.groupName ?? '—') }),
      num(d.deviceCount) > 0 && t('tasks.devicesUsed', { count: num(d.deviceCount) }),
    ],
  },
  maintenance: {
    Wizard: lazy(() => import('../../views/account/MaintenanceWizard')),
    describe: (d, { t }) => {
      const counts = MAINTENANCE_ACTIONS.filter((a) => num(d[MAINTENANCE_COUNT_FIELD[a]]) > 0)
        .map((a) => `${t(`tasks.action.${a}`)} ${num(d[MAINTENANCE_COUNT_FIELD[a]])}`)
        .join(' · ');
      return [
        t('tasks.labelValue', {
          label: t('tasks.field.keywords'),
          value: list(d.keywords).join(', ') || '—',
        }),
        t('tasks.labelValue', { label: t('tasks.field.perAccount'), value: counts || '—' }),
      ];
    },
  },
  like: {
    Wizard: lazy(() => import('../../views/toker/LikeWizard')),
    describe: (d, { t, onVideos }) => {
      const videos = list(d.values);
      return [
        <span key="videos">
          {t('tasks.targetVideos', { count: videos.length })}{' '}
          {videos.length > 0 && (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onVideos(videos)}>
              {t('video.viewDetails')}
            </Button>
          )}
        </span>,
      ];
    },
  },
};

export const webTaskKind = (subtype: TaskSubtype): WebTaskKind | undefined =>
  (WEB_TASK_KINDS as Partial<Record<TaskSubtype, WebTaskKind>>)[subtype];
