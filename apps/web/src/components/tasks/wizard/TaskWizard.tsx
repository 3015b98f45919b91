import { type TaskCreated, type TaskSubtype, type TaskType, translate } from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, type FormInstance, Modal, Steps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request';
import { currentLang } from '../../../i18n';
import { serverFieldErrors } from '../../../utils/formRules';
import { refreshTaskList } from '../queryKeys';
import '../tasks.css';

export interface WizardStep {
  key: string;
  title: string;
  /** Fields checked before moving on. */
  fields: NamePath[];
  content: ReactNode;
  /** Why the next step cannot be reached yet (shown by the step itself), or null. */
  blocker?: string | null;
}

interface Props<V> {
  open: boolean;
  onClose: () => void;
  title: string;
  type: TaskType;
  subtype: TaskSubtype;
  // biome-ignore lint/suspicious/noExplicitAny: antd's FormInstance is invariant in its values
  form: FormInstance<any>;
  initialValues: Partial<V>;
  steps: WizardStep[];
  /** Sends the task; rejects with the server's answer. */
  submit: (values: V) => Promise<TaskCreated>;
  /** After a successful submission, before the dialog closes (e.g. reset the form). */
  onSubmitted?: () => void;
}

/**
 * A wizard-style task form (spec 2): steps with previous, next and submit. All
 * steps stay mounted, so what was typed survives going back. Submitting says
 * 'Task Submitted Successfully' and loads that type's list again; a refusal
 * (a field, or points short) is shown where it applies.
 */
export default function TaskWizard<V>(props: Props<V>) {
  const { open, onClose, title, type, subtype, form, initialValues, steps, submit, onSubmitted } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [current, setCurrent] = useState(0);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const last = current === steps.length - 1;
  const step = steps[current]!;

  const next = async () => {
    try {
      await form.validateFields(step.fields);
    } catch {
      return;
    }
    if (step.blocker) {
      void message.warning(step.blocker);
      return;
    }
    setCurrent((c) => c + 1);
  };

  const send = async () => {
    setRefusal(null);
    let values: V;
    try {
      values = (await form.validateFields()) as V;
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: NamePath }[] }).errorFields?.[0]?.name;
      const at = steps.findIndex((s) => s.fields.some((f) => String(f) === String(first)));
      if (at >= 0) setCurrent(at);
      return;
    }
    setSending(true);
    try {
      await submit(values);
      void message.success(translate('task.submitted', currentLang()));
      void refreshTaskList(type, subtype);
      // The points held for the task leave the balance shown elsewhere.
      for (const key of ['profile', 'dashboard', 'finance'])
        void client.invalidateQueries({ queryKey: [key] });
      onSubmitted?.();
      setCurrent(0);
      onClose();
    } catch (error) {
      const errors = serverFieldErrors(error);
      const named = errors.filter((e) => steps.some((s) => s.fields.some((f) => String(f) === e.field)));
      if (named.length > 0) {
        form.setFields(named.map((e) => ({ name: e.field, errors: [e.message] })));
        setCurrent(steps.findIndex((s) => s.fields.some((f) => String(f) === named[0]!.field)));
      }
      const text = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setRefusal(text);
      void message.error(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      width={900}
      className="rf-full-mobile"
      maskClosable={false}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {current > 0 && (
            <Button onClick={() => setCurrent((c) => c - 1)}>{t('tasks.wizard.previous')}</Button>
          )}
          {last ? (
            <Button type="primary" loading={sending} onClick={() => void send()}>
              {t('tasks.wizard.submit')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void next()}>
              {t('tasks.wizard.next')}
            </Button>
          )}
        </Flex>
      }
    >
      <Steps
        current={current}
        size="small"
        style={{ marginBottom: 24 }}
        items={steps.map((s) => ({ key: s.key, title: s.title }))}
        responsive
      />
      <Form
        form={form}
        name={`task-${subtype}`}
        className="rf-task-form"
        layout="vertical"
        initialValues={initialValues}
        requiredMark={false}
      >
        {steps.map((s, i) => (
          <div key={s.key} style={i === current ? undefined : { display: 'none' }} data-step={s.key}>
            {s.content}
          </div>
        ))}
      </Form>
      {last && refusal && (
        <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} data-testid="task-refusal" />
      )}
    </Modal>
  );
}
