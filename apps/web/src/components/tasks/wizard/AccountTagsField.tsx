import { type MessageKey, translate } from '@reelfleet/contract';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { label } from '../../fleet/format';
import { TagSelect } from '../../fleet/pickers';
import type { AccountPurpose } from './useTagAccounts';

/**
 * Account tags of a task (spec 5: tags must be chosen first), with how many
 * accounts under them the task would use, or the spec's message when none.
 */
export default function AccountTagsField({
  purpose,
  count,
  emptyMessage,
}: {
  purpose: AccountPurpose;
  /** Accounts the task would use (useTagAccounts), undefined until tags are chosen and counted. */
  count: number | undefined;
  /** Catalogue key said when the tags hold no usable account. */
  emptyMessage: MessageKey;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="accountLabelIds"
        label={t('tasks.field.accountTags')}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: translate('common.selectionRequired', currentLang(), { what: 'selection.tags' }),
          },
        ]}
      >
        <TagSelect kind="account" mode="multiple" placeholder={t('tasks.placeholder.tags')} />
      </Form.Item>
      {count !== undefined &&
        (count > 0 ? (
          <Alert
            type="info"
            showIcon
            data-testid="tag-accounts"
            title={t(purpose === 'login' ? 'tasks.loginAccounts' : 'tasks.actingAccounts', { count })}
          />
        ) : (
          <Alert type="warning" showIcon data-testid="tag-accounts" title={label(emptyMessage)} />
        ))}
    </>
  );
}
