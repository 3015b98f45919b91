import { DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { IMPLEMENTED_SUBTYPES, type ImplementedSubtype, TASK_SUBTYPE_LABELS } from '@reelfleet/contract';
import { Button } from 'antd';
// Dropdown alone (not antd's index with Dropdown.Button): the layout's menus already load it.
import Dropdown from 'antd/es/dropdown/dropdown';
import { useTranslation } from '../../i18n/useTranslation';
import { label } from '../fleet/format';
import { useWizardHandOff } from './useWizardHandOff';

/**
 * "Run a task on the selected accounts" (account list batch action): picks a
 * task kind and opens its wizard on those accounts instead of on tags.
 */
export default function RunTaskButton({ chosen }: { chosen: () => number[] | null }) {
  const { t } = useTranslation();
  const { hand, wizard } = useWizardHandOff();
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: IMPLEMENTED_SUBTYPES.map((s) => ({ key: s, label: label(TASK_SUBTYPE_LABELS[s]) })),
          onClick: ({ key }) => {
            const ids = chosen();
            if (!ids) return;
            hand(key as ImplementedSubtype, { accountIds: [...ids] });
          },
        }}
      >
        <Button icon={<ThunderboltOutlined />} title={t('account.runTaskHint')} data-testid="run-task">
          {t('account.runTask')} <DownOutlined />
        </Button>
      </Dropdown>
      {wizard}
    </>
  );
}
