import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { GroupSelect } from '../../components/fleet/pickers';
import { useFleetRefresh } from '../../components/fleet/queries';
import { useTranslation } from '../../i18n/useTranslation';
import GroupFormDialog from './GroupFormDialog';

type Props = Parameters<typeof GroupSelect>[0];

/** The group picker of a form, with "New group" beside it: the group made there is chosen at once. */
export default function GroupSelectWithNew({ onChange, ...props }: Props) {
  const { t } = useTranslation();
  const refresh = useFleetRefresh();
  const [adding, setAdding] = useState(false);
  return (
    <Flex gap={8}>
      <GroupSelect {...props} onChange={onChange} style={{ flex: 1, minWidth: 0 }} />
      <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('groups.add')}
      </Button>
      <GroupFormDialog
        editing={adding ? { mode: 'add' } : null}
        onClose={() => setAdding(false)}
        onSaved={(group) => {
          setAdding(false);
          void refresh();
          onChange?.(group.id, { value: group.id, label: group.name });
        }}
      />
    </Flex>
  );
}
