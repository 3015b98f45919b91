import { Form } from 'antd';
import type { ReactNode } from 'react';
import ChoiceField from '../ChoiceField';
import FormDialog from '../list/FormDialog';

/** The mode, and the picked id under the dialog's `field`. */
type Values = { mode: 'set' | 'clear'; [field: string]: unknown };

/**
 * Sets one reference of the rows `ids` (open while not null), picked in the field `field`, or
 * clears it (`send` then gets null): the tag of tagged rows, the device of bound accounts.
 */
export default function SetOrClearDialog({
  ids,
  title,
  field,
  choices,
  send,
  savedText,
  onClose,
  onSaved,
  children,
}: {
  ids: number[] | null;
  title: ReactNode;
  field: string;
  /** The two choices' labels. */
  choices: { set: ReactNode; clear: ReactNode };
  send: (ids: number[], value: number | null) => Promise<unknown>;
  savedText: (cleared: boolean) => ReactNode;
  onClose: () => void;
  onSaved: () => void;
  /** The picker's Form.Item (named `field`), shown while setting. */
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  return (
    <FormDialog<Values>
      open={ids !== null}
      form={form}
      title={title}
      submit={async (values) => {
        if (!ids) return;
        await send(ids, values.mode === 'clear' ? null : ((values[field] as number | undefined) ?? null));
      }}
      savedText={savedText(mode === 'clear')}
      onClose={onClose}
      onSaved={onSaved}
      fields={[field]}
      initialValues={{ mode: 'set' }}
    >
      <ChoiceField name="mode" choices={choices} />
      {mode !== 'clear' && children}
    </FormDialog>
  );
}
