import {
  type ImplementedSubtype,
  newTaskLabel,
  QUOTE_ID_HEADER,
  type QuoteProblem,
  TASK_TYPE_OF,
  type TaskCreated,
  translate,
} from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, type FormInstance, Spin } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import Modal from 'antd/es/modal/Modal';
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, type RequestOptions } from '../../../api/request';
import { createTask } from '../../../api/tasks';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../utils/formRules';
import { readJson, removeKey, WEB_STORAGE_KEYS, writeJson } from '../../../utils/storage';
import { refreshTaskList } from '../queryKeys';
import { planChanged } from './planChanged';
import SubmittedMessage, { createdLogId, SUBMITTED_MESSAGE_SECONDS } from './SubmittedMessage';
import type { QuoteState } from './useTaskQuote';
import WizardSteps from './WizardSteps';
import '../tasks.css';
import { useFeedback } from '../../../utils/feedback';

export interface WizardStep {
  key: string;
  title: string;
  /** Form fields checked before moving on. */
  fields: NamePath[];
  /** Body fields entered on this step: the quote's problems on them are shown here and hold Next. */
  bodyFields?: string[];
  /**
   * What the step shows, mounted when the step is first reached: a later step's code may be
   * fetched then (React.lazy); until it lands the step spins and Next waits. Its values live in
   * the form, not in it, so they are there before it mounts (defaults, the draft).
   */
  content: ReactNode;
  /** Why the next step cannot be reached yet, checked in the browser (e.g. no file chosen), or null. */
  blocker?: string | null;
}

/** What every kind's wizard (`views/<area>/<Subtype>Wizard.tsx`, components/tasks/kinds.tsx) takes. */
export interface KindWizardProps {
  open: boolean;
  onClose: () => void;
  /** Accounts chosen in the account list: the task runs on them instead of on tags. */
  accountIds?: number[];
  /** Videos chosen in the video list: a video kind's targets start as these. */
  videoIds?: string[];
  /**
   * A prepared input (the getting-started checklist's first task): over the defaults, no draft
   * kept, and the wizard opens on its last step to review and submit (Previous changes it).
   */
  preset?: Record<string, unknown>;
}

interface Props<V> {
  open: boolean;
  onClose: () => void;
  subtype: ImplementedSubtype;
  // biome-ignore lint/suspicious/noExplicitAny: antd's FormInstance is invariant in its values
  form: FormInstance<any>;
  initialValues: Partial<V>;
  steps: WizardStep[];
  /** The server's quote of the current input (useTaskQuote). */
  quote: QuoteState;
  /** The creation body of the values (the same the quote was asked for). */
  toBody: (values: V) => Record<string, unknown>;
  /**
   * Sends the task when it takes more than one call (e.g. an upload first); default: create from
   * toBody. `confirmed` names the quote the user saw (Quote-Id): pass it to the creation of that
   * body, not to a call whose plan the quote did not see (a job, a body changed after an upload).
   */
  submit?: (values: V, confirmed: RequestOptions) => Promise<TaskCreated | unknown>;
  /** Accounts chosen in the account list: the input is preset, so no draft is kept. */
  accountIds?: number[];
  /** A prepared input (KindWizardProps.preset). */
  preset?: Record<string, unknown>;
  /** After a successful submission, before the dialog closes. */
  onSubmitted?: () => void;
  /** Where the draft is kept instead of `TASK_DRAFT:<subtype>` (a spec key, e.g. SYS_REGISTER). */
  draftKey?: string;
}

const rootOf = (field: string) => field.split('.')[0]!;

/**
 * The wizard frame of every task kind (spec 2): steps with previous, next and
 * submit. A step is mounted when first reached and stays mounted, so going back keeps what was
 * typed (the values live in the form either way); the
 * input is also kept in local storage (logout clears it), so cancelling or leaving the screen
 * loses nothing, and restored on return; a successful submission clears it.
 * The server's quote is shown live: its problems appear on the step where
 * their field was entered and hold Next there; the rest on the last step.
 */
export default function TaskWizard<V>(props: Props<V>) {
  const { open, onClose, subtype, form, initialValues, steps, quote, toBody, onSubmitted } = props;
  const { preset } = props;
  const draftKey =
    props.accountIds?.length || preset
      ? null
      : (props.draftKey ?? `${WEB_STORAGE_KEYS.taskDraft}:${subtype}`);
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(preset ? steps.length - 1 : 0);
  /** The furthest step shown so far: the steps up to it are mounted. */
  const [reached, setReached] = useState(preset ? steps.length - 1 : 0);
  /** The steps whose code has landed: Next and Submit wait for the current one's. */
  const [landed, setLanded] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  /** Why the last submission created nothing; a changed plan is news to check, not an error. */
  const [refusal, setRefusal] = useState<{ text: string; planChanged?: boolean } | null>(null);
  const [tried, setTried] = useState<ReadonlySet<string>>(new Set());
  const last = current === steps.length - 1;
  const step = steps[current]!;
  const ready = landed.has(step.key);
  const type = TASK_TYPE_OF[subtype];

  // Before the first paint: the draft shows at once, and nothing typed can be overwritten by it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once, when the form mounts
  useLayoutEffect(() => {
    const draft = draftKey ? readJson<Record<string, unknown>>(draftKey) : undefined;
    if (draft) form.setFieldsValue(draft);
  }, []);

  const claimed = new Set(steps.flatMap((s) => s.bodyFields ?? []));
  const problemsOn = (s: WizardStep): QuoteProblem[] =>
    s === steps[steps.length - 1]
      ? (quote.data?.problems ?? []).filter((p) => p.field === null || !claimed.has(rootOf(p.field)))
      : // A field's own form rule already says what the schema says of it, and while that rule
        // refuses the field (nothing chosen yet) the quote's word on it is no news.
        quote
          .problemsOf(s.bodyFields ?? [])
          .filter(
            (p) =>
              p.code !== 'validation' &&
              (p.field === null || form.getFieldError(rootOf(p.field)).length === 0),
          );

  const next = async () => {
    // Marked after the rules ran, so that the step draws its problems knowing the fields' errors.
    const tryStep = () => setTried((keys) => new Set([...keys, step.key]));
    try {
      await form.validateFields(step.fields);
    } catch {
      tryStep();
      return;
    }
    tryStep();
    // A quote still being asked for the latest input may hold stale problems: it does not hold Next.
    const held =
      step.blocker ?? (quote.loading ? undefined : problemsOn(step).find((p) => p.blocking)?.message);
    if (held) {
      void message.warning(held);
      return;
    }
    setCurrent(current + 1);
    setReached((r) => Math.max(r, current + 1));
  };

  const stepOfField = (field: string) =>
    steps.findIndex(
      (s) => s.fields.some((f) => String(f) === field) || (s.bodyFields ?? []).includes(rootOf(field)),
    );

  const send = async () => {
    setRefusal(null);
    let values: V;
    try {
      values = (await form.validateFields()) as V;
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: NamePath }[] }).errorFields?.[0]?.name;
      const at = stepOfField(String(first));
      if (at >= 0) setCurrent(at);
      return;
    }
    setSending(true);
    // The plan the user confirmed: the server creates exactly it, or nothing and answers the new one.
    const quoteId = quote.data?.quoteId;
    const confirmed: RequestOptions = quoteId ? { headers: { [QUOTE_ID_HEADER]: quoteId } } : {};
    try {
      const created = await (props.submit
        ? props.submit(values, confirmed)
        : createTask(subtype, toBody(values), confirmed));
      const text = translate('task.submitted', currentLang());
      const logId = createdLogId(created);
      const key = `task-submitted-${logId}`;
      void message.success(
        logId
          ? {
              key,
              content: (
                <SubmittedMessage
                  text={text}
                  logId={logId}
                  onOpen={(href) => {
                    message.destroy(key);
                    navigate(href);
                  }}
                />
              ),
              duration: SUBMITTED_MESSAGE_SECONDS,
            }
          : text,
      );
      void refreshTaskList(type, subtype);
      // The points held for the task leave the balance shown elsewhere.
      for (const key of ['profile', 'dashboard', 'finance'])
        void client.invalidateQueries({ queryKey: [key] });
      if (draftKey) removeKey(draftKey);
      form.resetFields();
      onSubmitted?.();
      setCurrent(0);
      onClose();
    } catch (error) {
      const changed = planChanged(error);
      if (changed) {
        quote.replace(changed.quote);
        setCurrent(steps.length - 1);
        setRefusal({ text: (error as ApiError).message, planChanged: true });
        void message.warning((error as ApiError).message);
        return;
      }
      const errors = serverFieldErrors(error);
      const formFields = errors.filter((e) => steps.some((s) => s.fields.some((f) => String(f) === e.field)));
      if (formFields.length > 0)
        form.setFields(formFields.map((e) => ({ name: e.field, errors: [e.message] })));
      const at = errors.map((e) => stepOfField(e.field)).find((i) => i >= 0);
      if (at !== undefined) setCurrent(at);
      const text = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setRefusal({ text });
      void message.error(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(newTaskLabel(subtype))}
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
            <Button type="primary" loading={sending} disabled={!ready} onClick={() => void send()}>
              {t('tasks.wizard.submit')}
            </Button>
          ) : (
            <Button type="primary" disabled={!ready} onClick={() => void next()}>
              {t('tasks.wizard.next')}
            </Button>
          )}
        </Flex>
      }
    >
      <WizardSteps current={current} titles={steps.map((s) => s.title)} />
      <Form
        form={form}
        name={`task-${subtype}`}
        className="rf-task-form"
        layout="vertical"
        initialValues={preset ? { ...initialValues, ...preset } : initialValues}
        requiredMark={false}
        onValuesChange={() => {
          if (draftKey) writeJson(draftKey, form.getFieldsValue(true));
        }}
      >
        {steps.map((s, i) => (
          <div key={s.key} style={i === current ? undefined : { display: 'none' }} data-step={s.key}>
            {i <= reached && (
              <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
                {s.content}
                <Landed onLanded={() => setLanded((keys) => new Set([...keys, s.key]))} />
              </Suspense>
            )}
            {/* A step's problems show once something was entered on it (or Next was tried). */}
            {(i < current ||
              i === steps.length - 1 ||
              form.isFieldsTouched(s.fields) ||
              tried.has(s.key)) && <StepProblems problems={problemsOn(s)} />}
          </div>
        ))}
      </Form>
      {last && refusal && (
        <Alert
          type={refusal.planChanged ? 'warning' : 'error'}
          showIcon
          style={{ marginTop: 12 }}
          title={refusal.text}
          data-testid="task-refusal"
        />
      )}
    </Modal>
  );
}

/** Says that the step around it has mounted, its code landed (it mounts with the step's content). */
function Landed({ onLanded }: { onLanded: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step's content mounts
  useLayoutEffect(onLanded, []);
  return null;
}

/** The quote's problems of a step: what blocks in red, what is only said in amber. */
function StepProblems({ problems }: { problems: QuoteProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }} data-testid="quote-problems">
      {problems.map((p) => (
        <Alert
          key={`${p.field}:${p.code}:${p.message}`}
          type={p.blocking ? 'error' : 'warning'}
          showIcon
          title={p.message}
        />
      ))}
    </Flex>
  );
}
