import { Alert, Flex, Form, Tag } from 'antd';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { choiceRule } from '../../../utils/formRules';
import { withNewTag } from '../../fleet/NewTag';
import { TagSelect } from '../../fleet/pickers';
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
          popupRender={withNewTag({ kind: 'account', field: 'accountLabelIds', multiple: true })}
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
