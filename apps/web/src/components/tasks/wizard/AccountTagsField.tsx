import { PlusOutlined } from '@ant-design/icons';
import { TAG_NAME_MAX } from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Tag, theme } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { tagsApi } from '../../../api/tags';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { choiceRule } from '../../../utils/formRules';
import { TagSelect } from '../../fleet/pickers';
import { FLEET_KEY } from '../../fleet/queries';
import { tagNamesText } from '../labels';
import type { QuoteState } from './useTaskQuote';

/** Body fields of the accounts a task works on (quote problems on them show on this step). */
export const ACCOUNT_FIELDS = ['accountLabelIds', 'accountIds'];

/**
 * The accounts of a task (spec 5): the accounts chosen in the account list
 * when the wizard was opened from there, else account tags (with how many
 * accounts each holds, and a new tag made on the spot). Under them, from the
 * server's quote, how many accounts of each tag the task would use.
 */
export default function AccountTagsField({
  quote,
  accountIds,
}: {
  quote: QuoteState;
  accountIds?: number[];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (accountIds?.length) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="chosen-accounts"
        title={t('tasks.chosenAccounts', { count: accountIds.length })}
        description={quote.data && t('tasks.workedAccounts', { count: quote.data.accounts })}
      />
    );
  }
  return (
    <>
      <Form.Item
        name="accountLabelIds"
        label={t('tasks.field.accountTags')}
        rules={[choiceRule('selection.tags', currentLang(), true)]}
      >
        <TagSelect
          kind="account"
          mode="multiple"
          withCounts
          placeholder={t('tasks.placeholder.tags')}
          popupRender={(menu) => (
            <>
              {menu}
              {/* antd's Divider line, drawn on its token (the Divider module is 1.7 KB gzip more). */}
              <div style={{ margin: '8px 0', borderBlockStart: `1px solid ${token.colorSplit}` }} />
              <NewTag />
            </>
          )}
        />
      </Form.Item>
      {(quote.data?.tags.length ?? 0) > 0 && (
        <Flex gap={4} wrap data-testid="tag-accounts" style={{ marginBottom: 12 }}>
          {quote.data?.tags.map((tag) => (
            <Tag key={tag.id} color={tag.used > 0 ? 'blue' : undefined}>
              {t('tasks.tagUse', { name: tagNamesText(tag.name), used: tag.used, count: tag.accounts })}
            </Tag>
          ))}
        </Flex>
      )}
    </>
  );
}

/** Makes an account tag from the picker and chooses it. */
function NewTag() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      const tag = await tagsApi('account').add(name.trim());
      await client.invalidateQueries({ queryKey: [FLEET_KEY, 'tags', 'account'] });
      form.setFieldValue('accountLabelIds', [...(form.getFieldValue('accountLabelIds') ?? []), tag.id]);
      setName('');
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
        onKeyDown={(e) => e.stopPropagation()}
      />
      <Button size="small" type="text" icon={<PlusOutlined />} loading={busy} onClick={() => void add()}>
        {t('tasks.newTag')}
      </Button>
    </Flex>
  );
}
