import {
  GATHER_TYPE_LABELS,
  type ImplementedSubtype,
  MAINTENANCE_ACTIONS,
  MAINTENANCE_COUNT_FIELD,
  type TaskInfo,
  type TaskSubtype,
  VIDEO_ID_PATTERN,
} from '@reelfleet/contract';
import { Button } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from '../../i18n/translate';
import { label } from '../fleet/format';
import { lazyDialog } from '../lazyDialog';
import { secondsText } from './secondsText';
import type { KindWizardProps } from './wizard/TaskWizard';

type Wizard = ComponentType<KindWizardProps>;

/**
 * Every kind's creation wizard is the default export of
 * `views/<area>/<Subtype>Wizard.tsx` (like → LikeWizard, batch_login →
 * BatchLoginWizard), loaded the first time it opens; everything else about a
 * kind is its contract entry (TASK_KINDS). Adding a kind adds no line here.
 */
const WIZARD_FILES = import.meta.glob<{ default: ComponentType<KindWizardProps> }>(
  '../../views/*/*Wizard.tsx',
);

const pascal = (subtype: string) => subtype.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/** The wizard file of a kind, or undefined when none is written. */
export function wizardFileOf(subtype: TaskSubtype): string | undefined {
  return Object.keys(WIZARD_FILES).find((path) => path.endsWith(`/${pascal(subtype)}Wizard.tsx`));
}

/** Loads a kind's wizard module (the kinds' conformance test); undefined when none is written. */
export const loadWizardModule = (subtype: TaskSubtype) => {
  const file = wizardFileOf(subtype);
  return file ? WIZARD_FILES[file]!() : undefined;
};

const wizards = new Map<ImplementedSubtype, Wizard>();

/**
 * The wizard of a kind the server runs (one lazy component per kind, so it keeps its state): nothing
 * until first opened, then a spinner until its code lands (lazyDialog).
 */
export function taskWizard(subtype: ImplementedSubtype): Wizard {
  let wizard = wizards.get(subtype);
  if (!wizard) {
    const file = wizardFileOf(subtype);
    if (!file) throw new Error(`no views/*/${pascal(subtype)}Wizard.tsx for task kind ${subtype}`);
    wizard = lazyDialog(WIZARD_FILES[file]!, 'open');
    wizards.set(subtype, wizard);
  }
  return wizard;
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

interface DescribeContext {
  t: TFunction;
  /** Opens the video details dialog. */
  onVideos: (ids: string[]) => void;
}

/**
 * The lines of a task's description (spec 3 "Task description fields") that
 * its kind filled: each field says itself, whatever the kind, so a new kind
 * made of known fields needs no line here.
 */
export function describeTask(d: TaskInfo['description'], { t, onVideos }: DescribeContext): ReactNode[] {
  const lines: ReactNode[] = [];
  const labelled = (key: string, value: string) => t('tasks.labelValue', { label: t(key), value });
  if (d.groupName !== undefined) lines.push(labelled('tasks.field.group', String(d.groupName ?? '—')));
  if (num(d.deviceCount) > 0) lines.push(t('tasks.devicesUsed', { count: num(d.deviceCount) }));
  // A user task's keywords matter only when its targets come from a search.
  if (d.keywords !== undefined && (d.source === undefined || d.source === 'search'))
    lines.push(labelled('tasks.field.keywords', list(d.keywords).join(', ') || '—'));
  // A view task's viewCount is per video, not one of the per-account counts of maintenance.
  const watched = d.watchMin !== undefined;
  if (watched) {
    lines.push(labelled('tasks.field.viewCount', String(num(d.viewCount))));
    const range = secondsText(t, num(d.watchMin), num(d.watchMax));
    lines.push(labelled('tasks.field.watch', range));
  }
  // Acquisition kinds (texts, unfollows) say their own counts below.
  const acquisition = d.texts !== undefined || d.unFollowCount !== undefined;
  const counts =
    watched || acquisition ? [] : MAINTENANCE_ACTIONS.filter((a) => MAINTENANCE_COUNT_FIELD[a] in d);
  if (counts.length > 0) {
    const perAccount = counts
      .filter((a) => num(d[MAINTENANCE_COUNT_FIELD[a]]) > 0)
      .map((a) => `${t(`tasks.action.${a}`)} ${num(d[MAINTENANCE_COUNT_FIELD[a]])}`)
      .join(' · ');
    lines.push(labelled('tasks.field.perAccount', perAccount || '—'));
  }
  if (d.unFollowCount !== undefined) {
    lines.push(
      labelled(
        'tasks.field.followCount',
        num(d.followCount) > 0 ? String(num(d.followCount)) : t('tasks.all'),
      ),
    );
    lines.push(labelled('tasks.field.unFollowCount', String(num(d.unFollowCount))));
  }
  if (Array.isArray(d.texts)) {
    const field = d.commentCount !== undefined ? 'tasks.field.commentTexts' : 'tasks.field.messageTexts';
    lines.push(
      labelled(field, list(d.texts).slice(0, 3).join(' / ') + (list(d.texts).length > 3 ? ' …' : '')),
    );
    if (d.commentCount !== undefined)
      lines.push(labelled('tasks.field.commentsPerVideo', String(num(d.commentCount))));
    else
      lines.push(
        labelled('tasks.field.messageCount', num(d.count) > 0 ? String(num(d.count)) : t('tasks.all')),
      );
  }
  if (num(d.userMin) > 0 || num(d.userMax) > 0)
    lines.push(
      labelled(
        'tasks.field.userRange',
        `${num(d.userMin) > 0 ? num(d.userMin) : '0'} – ${num(d.userMax) > 0 ? num(d.userMax) : '∞'}`,
      ),
    );
  if (d.userCount !== undefined) lines.push(t('tasks.picker.targetUsers', { count: num(d.userCount) }));
  // Fan collection (comment_fans): where from, and how many fans.
  if (d.type === 'blogger' || d.type === 'comment') {
    const source = d.topic ? `#${String(d.topic).replace(/^#/, '')}` : list(d.values).join(', ');
    lines.push(labelled('resources.gather.type', label(GATHER_TYPE_LABELS[d.type])));
    if (source) lines.push(labelled('resources.gather.source', source));
    lines.push(labelled('resources.gather.targetCount', String(num(d.targetCount))));
  }
  const videos = list(d.values);
  if (d.userCount === undefined && Array.isArray(d.values) && videos.every((v) => VIDEO_ID_PATTERN.test(v))) {
    lines.push(
      <span key="videos">
        {t('tasks.targetVideos', { count: videos.length })}{' '}
        {videos.length > 0 && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onVideos(videos)}>
            {t('video.viewDetails')}
          </Button>
        )}
      </span>,
    );
  }
  return lines;
}
