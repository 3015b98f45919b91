import { DownOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { IMPLEMENTED_SUBTYPES, type ImplementedSubtype, TASK_SUBTYPE_LABELS } from '@reelfleet/contract';
import { Button } from 'antd';
// Dropdown alone (not antd's index with Dropdown.Button): the layout's menus already load it.
import Dropdown from 'antd/es/dropdown/dropdown';
import { useTranslation } from '../../i18n/useTranslation';
import { label } from '../fleet/format';
import { useSelectionGuard } from '../fleet/useSelectionGuard';
import { SelectionFirst } from '../list/SelectionFirst';
import { useWizardHandOff } from './useWizardHandOff';

/**
 * "Run a task on the selected accounts" (account list batch action): picks a
 * task kind and opens its wizard on those accounts instead of on tags.
 * Disabled, saying to select accounts, while none is.
 */
export default function RunTaskButton({ selected }: { selected: readonly number[] }) {
  const { t } = useTranslation();
  const { hand, wizard } = useWizardHandOff();
  const requireSelection = useSelectionGuard();
  return (
    <>
      <SelectionFirst what="selection.accounts" count={selected.length}>
        {(block) => (
          <Dropdown
            disabled={block.disabled}
            trigger={['click']}
            menu={{
              items: IMPLEMENTED_SUBTYPES.map((s) => ({ key: s, label: label(TASK_SUBTYPE_LABELS[s]) })),
              onClick: ({ key }) => {
                if (requireSelection(selected, 'selection.accounts'))
                  hand(key as ImplementedSubtype, { accountIds: [...selected] });
              },
            }}
          >
            <Button
              icon={<ThunderboltOutlined />}
              title={block.disabled ? undefined : t('account.runTaskHint')}
              data-testid="run-task"
              {...block}
            >
              {t('account.runTask')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </SelectionFirst>
      {wizard}
    </>
  );
}
