import { PlusOutlined } from '@ant-design/icons';
import type { TaskSubtype, TaskType } from '@reelfleet/contract';
import { Button } from 'antd';
import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';
import PageContainer from '../PageContainer';
import TaskList from './TaskList';

export type WizardComponent = LazyExoticComponent<ComponentType<{ open: boolean; onClose: () => void }>>;

interface Props {
  title: string;
  type: TaskType;
  subtype: TaskSubtype;
  newLabel: string;
  /** The creation wizard, loaded the first time it is opened. */
  Wizard: WizardComponent;
}

/** A task screen: the tasks of one type and subtype, and the button that opens its creation wizard. */
export default function TaskScreen({ title, type, subtype, newLabel, Wizard }: Props) {
  const [creating, setCreating] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <PageContainer title={title}>
      <TaskList
        type={type}
        subtype={subtype}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setLoaded(true);
              setCreating(true);
            }}
          >
            {newLabel}
          </Button>
        }
      />
      {loaded && (
        <Suspense fallback={null}>
          <Wizard open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </PageContainer>
  );
}
