import { PlusOutlined } from '@ant-design/icons';
import { TAG_NAME_MAX } from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, theme } from 'antd';
import Input from 'antd/es/input/Input';
import { type ReactElement, useState } from 'react';
import { type FleetTagKind, tagsApi } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { FLEET_KEY } from './queries';

interface Props {
  kind: FleetTagKind;
  /** The form field the new tag is chosen in. */
  field: string;
  /** The field holds several tags: the new one joins them. */
  multiple?: boolean;
  /** After the tag is made and chosen (a single-choice picker closes, as choosing an option does). */
  onMade?: () => void;
}

/** A tag picker's menu with "New tag" under it (antd's popupRender): a tag made there is chosen at once. */
export function withNewTag(props: Props) {
  // A render function (not a component): antd calls it with the menu.
  return (menu: ReactElement) => <TagMenuWithNew menu={menu} {...props} />;
}

function TagMenuWithNew({ menu, ...props }: Props & { menu: ReactElement }) {
  const { token } = theme.useToken();
  return (
    <>
      {menu}
      {/* antd's Divider line, drawn on its token (the Divider module is 1.7 KB gzip more). */}
      <div style={{ margin: '8px 0', borderBlockStart: `1px solid ${token.colorSplit}` }} />
      <NewTag {...props} />
    </>
  );
}

/** Makes a tag of `kind` from the picker and chooses it in `field`. */
function NewTag({ kind, field, multiple, onMade }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      const tag = await tagsApi(kind).add(name.trim());
      await client.invalidateQueries({ queryKey: [FLEET_KEY, 'tags', kind] });
      form.setFieldValue(field, multiple ? [...(form.getFieldValue(field) ?? []), tag.id] : tag.id);
      // The field's rule said "choose a tag" before: it is chosen now.
      void form.validateFields([field]).catch(() => undefined);
      setName('');
      onMade?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} style={{ padding: '0 8px 4px' }}>
      <Input
        size="small"
        value={name}
        maxLength={TAG_NAME_MAX}
        placeholder={t('tasks.placeholder.newTag')}
        aria-label={t('tasks.placeholder.newTag')}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          // Enter makes the tag (not a chip of the picker, not the dialog's OK).
          e.stopPropagation();
          if (e.key === 'Enter') {
            e.preventDefault();
            void add();
          }
        }}
      />
      <Button size="small" type="text" icon={<PlusOutlined />} loading={busy} onClick={() => void add()}>
        {t('tasks.newTag')}
      </Button>
    </Flex>
  );
}
