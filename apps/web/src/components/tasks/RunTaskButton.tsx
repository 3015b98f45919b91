import { DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { IMPLEMENTED_SUBTYPES, type ImplementedSubtype, TASK_SUBTYPE_LABELS } from '@reelfleet/contract';
import { Button, Dropdown } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../fleet/format';
import { taskWizard } from './kinds';

/**
 * "Run a task on the selected accounts" (account list batch action): picks a
 * task kind and opens its wizard on those accounts instead of on tags.
 */
export default function RunTaskButton({ chosen }: { chosen: () => number[] | null }) {
  const { t } = useTranslation();
  const [run, setRun] = useState<{ subtype: ImplementedSubtype; ids: number[] } | null>(null);
  const [open, setOpen] = useState(false);
  const Wizard = run ? taskWizard(run.subtype) : null;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: IMPLEMENTED_SUBTYPES.map((s) => ({ key: s, label: label(TASK_SUBTYPE_LABELS[s]) })),
          onClick: ({ key }) => {
            const ids = chosen();
            if (!ids) return;
            setRun({ subtype: key as ImplementedSubtype, ids: [...ids] });
            setOpen(true);
          },
        }}
      >
        <Button icon={<ThunderboltOutlined />} title={t('account.runTaskHint')} data-testid="run-task">
          {t('account.runTask')} <DownOutlined />
        </Button>
      </Dropdown>
      {run && Wizard && (
        <Suspense fallback={null}>
          <Wizard
            key={`${run.subtype}:${run.ids.join(',')}`}
            open={open}
            onClose={() => setOpen(false)}
            accountIds={run.ids}
          />
        </Suspense>
      )}
    </>
  );
}
