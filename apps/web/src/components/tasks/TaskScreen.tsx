import { PlusOutlined } from '@ant-design/icons';
import { type ImplementedSubtype, TASK_TYPE_OF } from '@reelfleet/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import PageContainer from '../PageContainer';
import { taskWizard } from './kinds';
import TaskList from './TaskList';

/**
 * A task screen: the tasks of one kind, and the button that opens its wizard
 * (loaded the first time); `children` (e.g. its scheduled tasks) under the list.
 */
export default function TaskScreen({
  title,
  subtype,
  children,
}: {
  title: string;
  subtype: ImplementedSubtype;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const Wizard = taskWizard(subtype);
  return (
    <PageContainer title={title}>
      <TaskList
        type={TASK_TYPE_OF[subtype]}
        subtype={subtype}
        actions={[
          {
            key: 'new',
            primary: true,
            icon: <PlusOutlined />,
            label: t(`tasks.new.${subtype}`),
            onClick: () => {
              setLoaded(true);
              setCreating(true);
            },
          },
        ]}
      />
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <Wizard open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
