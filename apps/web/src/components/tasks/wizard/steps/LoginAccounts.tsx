import { Form } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import LoginFileField from '../../../../views/devices/LoginFileField';
import type { LoginFile } from '../../../../views/devices/loginAccounts';
import ChoiceField from '../../../ChoiceField';
import AccountTagsField from '../AccountTagsField';
import type { QuoteState } from '../useTaskQuote';

/**
 * The accounts step of the batch login wizard (views/devices/BatchLoginWizard.tsx): the accounts
 * chosen in the list, else by tags or from a login TXT. The TXT read is the wizard's (`loginFile`),
 * not this step's. Fetched when the step is first reached.
 */
export default function LoginAccounts({
  quote,
  chosen,
  loginFile,
  onLoginFile,
}: {
  quote: QuoteState;
  chosen?: number[];
  loginFile: LoginFile | null;
  onLoginFile: (file: LoginFile | null) => void;
}) {
  const { t } = useTranslation();
  const source = Form.useWatch('source', { preserve: true }) ?? 'tags';
  if (chosen?.length) return <AccountTagsField quote={quote} accountIds={chosen} />;
  return (
    <>
      <ChoiceField
        name="source"
        label={t('tasks.field.accountSource')}
        choices={{ tags: t('tasks.source.tags'), file: t('tasks.source.file') }}
        buttons
      />
      {source === 'tags' ? (
        <AccountTagsField quote={quote} />
      ) : (
        <LoginFileField file={loginFile} onChange={onLoginFile} />
      )}
    </>
  );
}
