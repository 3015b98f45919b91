import { type ImplementedSubtype, newTaskLabel, TASK_TYPE_OF } from '@reelfleet/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { addAction } from '../list/RowActions';
import PageContainer from '../PageContainer';
import { taskWizard } from './kinds';
import TaskList from './TaskList';

// Under the list, with its own table in a card (antd's Card brings Tabs): fetched after the screen's code.
const ScheduledJobs = lazy(() => import('./ScheduledJobs'));

/**
 * A task screen: the tasks of one kind, and the button that opens its wizard
 * (loaded the first time); under the list its scheduled tasks (`scheduled`)
 * and `children`.
 */
export default function TaskScreen({
  title,
  subtype,
  startCreating,
  onWizardClosed,
  scheduled = false,
  children,
}: {
  title: string;
  subtype: ImplementedSubtype;
  /** Opens the wizard (e.g. asked for by a notification); it opens again each time this turns true. */
  startCreating?: boolean;
  onWizardClosed?: () => void;
  /** The kind runs on a schedule too: its scheduled tasks (jobs) are listed under its tasks. */
  scheduled?: boolean;
  /** Shown under the task list. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [mount, setMount] = useState(0);
  useEffect(() => {
    if (!startCreating) return;
    // A fresh wizard, so it reads its kept input again.
    setMount((n) => n + 1);
    setLoaded(true);
    setCreating(true);
  }, [startCreating]);
  const Wizard = taskWizard(subtype);
  return (
    <PageContainer title={title}>
      <TaskList
        type={TASK_TYPE_OF[subtype]}
        subtype={subtype}
        actions={[
          addAction(t(newTaskLabel(subtype)), () => {
            setLoaded(true);
            setCreating(true);
          }),
        ]}
      />
      {scheduled && (
        <Suspense fallback={null}>
          <ScheduledJobs subtype={subtype} />
        </Suspense>
      )}
      {children}
      {loaded && (
        <Wizard
          key={mount}
          open={creating}
          onClose={() => {
            setCreating(false);
            onWizardClosed?.();
          }}
        />
      )}
    </PageContainer>
  );
}
