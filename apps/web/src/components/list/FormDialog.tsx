import { Alert, Form, type FormInstance } from 'antd';
// The dialog alone: antd's Modal index also brings confirm() and useModal, which dialogs do not use.
import Modal from 'antd/es/modal/Modal';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { type FormFailure, formFailure } from '../fleet/formErrors';
import { useFreshFooter } from '../fleet/freshFooter';

interface Props<V> {
  open: boolean;
  title: ReactNode;
  /** Sends the values (with `{ silent: true }`); a rejection keeps the dialog open. */
  submit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Once `submit` resolved: said as a success message, then `onSaved` (which closes the dialog). */
  savedText?: ReactNode;
  onSaved?: () => void;
  /** The fields the server's field errors are put next to; any other error is shown above the form. */
  fields?: readonly string[];
  initialValues?: Partial<V>;
  /** Given when the caller watches values (Form.useWatch); otherwise the dialog makes its own. */
  form?: FormInstance<V>;
  okText?: ReactNode;
  width?: number;
  /** Keep what was typed when the dialog is closed and opened again (until it is sent). */
  keepInput?: boolean;
  /** Shown under the form (a charge summary, a report). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog's props: `open` (or, in `Open`, what opens it while not null: the rows or the row it
 * works on), `onClose`, and the callback named `Done` for when its work is done (onSaved, onAdded...).
 */
export type DialogProps<Done extends string, Open extends object = { open: boolean }> = Open & {
  onClose: () => void;
} & { [K in Done]: () => void };
/** A batch dialog, open while its rows `ids` are not null. */
export type RowsDialogProps<Done extends string> = DialogProps<Done, { ids: number[] | null }>;
/** An edit dialog, open while its row (the prop `K`) is not null; `onSaved` once saved. */
export type EditDialogProps<K extends string, T> = DialogProps<'onSaved', { [P in K]: T | null }>;
/** A dialog or drawer that only shows its row (the prop `K`), open while it is not null. */
export type ViewDialogProps<K extends string, T> = DialogProps<never, { [P in K]: T | null }>;

/**
 * The one form dialog: a modal around an antd Form with OK (loading while the
 * request runs; Enter in a field does the same) and Cancel. Each opening
 * starts fresh from `initialValues` (unless `keepInput`); the server's field
 * errors land on their fields, any other refusal in an alert at the top,
 * naming the further problems it listed.
 */
export default function FormDialog<V extends object>({
  open,
  title,
  submit,
  onClose,
  savedText,
  onSaved,
  fields = [],
  initialValues,
  form: given,
  okText,
  width,
  keepInput = false,
  after,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  // Enter sends the form too, and a second Enter while it is on its way must not send it again.
  const sending = useRef(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const footer = useFreshFooter(open);
  // Field ids must be unique: kept-alive screens may hold several dialogs with a "name" field.
  const name = `dialog${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  // Each opening starts afresh (a dialog that keeps its input stays mounted while closed), in the
  // commit that opens it: an opening that is not a click's (after a fetch) would run a passive effect
  // only after the paint, when what was typed at once could be wiped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets
  useLayoutEffect(() => {
    if (!open) return;
    setFailure(null);
    if (!keepInput) form.resetFields();
  }, [open]);

  const finish = async (values: V) => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    setFailure(null);
    try {
      await submit(values);
      if (savedText) void message.success(savedText);
      onSaved?.();
      if (keepInput) form.resetFields();
    } catch (error) {
      setFailure(formFailure(form, error, fields));
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={width}
      footer={keepInput ? footer : undefined}
      forceRender={keepInput}
      destroyOnHidden={!keepInput}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.title}
          description={
            failure.lines.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {failure.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<V>
        name={name}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={finish}
        onValuesChange={() => setFailure(null)}
        preserve={false}
      >
        {children}
        {/* The form's default button: Enter in a field sends the form as OK does (without one, a
            form of two fields or more ignores Enter). A Select's Enter picks an option instead. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      {after}
    </Modal>
  );
}
