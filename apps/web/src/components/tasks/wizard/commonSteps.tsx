import { TASK_NAME_MAX } from '@reelfleet/contract';
import { Form, Spin } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import Input from 'antd/es/input/Input';
import { lazy, type ReactNode, Suspense } from 'react';
import { currentLang } from '../../../i18n';
import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/useTranslation';
import { zodRule } from '../../../utils/formRules';
import { lazySchema } from '../../../utils/lazySchema';
import { modeLabel } from '../labels';
import { secondsText } from '../secondsText';
import AccountTagsField, { ACCOUNT_FIELDS } from './AccountTagsField';
import { type SETTINGS_DEFAULTS, SETTINGS_FIELDS, settingsOf } from './settings';
import type { WizardStep } from './TaskWizard';
import type { QuoteState } from './useTaskQuote';

// The later steps' parts, fetched when the step is first reached (the frame spins until they land).
const CommonSettingsFields = lazy(() => import('./CommonSettingsFields'));
const ConfirmSummary = lazy(() => import('./ConfirmSummary'));
// Under the summary, with its table: the summary shows while it comes.
const CostSummary = lazy(() => import('./CostSummary'));

/** What every kind's form holds besides its own fields. */
export type CommonValues = typeof SETTINGS_DEFAULTS & { name: string; accountLabelIds?: number[] };

/** The fields every creation body shares: name, the accounts (chosen ones, else the tags), settings. */
export function commonBody(v: Partial<CommonValues>, accountIds?: number[]) {
  return {
    name: v.name,
    ...(accountIds?.length ? { accountIds } : { accountLabelIds: v.accountLabelIds ?? [] }),
    ...settingsOf(v),
  };
}

const TASK_NAME = lazySchema((s) => s.taskName);

/** The task's name. */
export function TaskNameField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="name" label={t('tasks.field.name')} rules={[zodRule('name', TASK_NAME, currentLang())]}>
      <Input maxLength={TASK_NAME_MAX} placeholder={t('tasks.placeholder.name')} />
    </Form.Item>
  );
}

/** Name and accounts (the chosen ones, else by tags). */
export function accountsStep(t: TFunction, quote: QuoteState, accountIds?: number[]): WizardStep {
  return {
    key: 'accounts',
    title: t('tasks.wizard.accounts'),
    fields: ['name', 'accountLabelIds'],
    bodyFields: ['name', ...ACCOUNT_FIELDS],
    content: (
      <>
        <TaskNameField />
        <AccountTagsField quote={quote} accountIds={accountIds} />
      </>
    ),
  };
}

/** Threads, interval, sleep range and mode. */
export function settingsStep(t: TFunction): WizardStep {
  return {
    key: 'settings',
    title: t('tasks.wizard.settings'),
    fields: [...SETTINGS_FIELDS],
    bodyFields: [...SETTINGS_FIELDS],
    content: <CommonSettingsFields />,
  };
}

interface ConfirmOptions {
  values: Partial<CommonValues> | undefined;
  quote: QuoteState;
  /** The kind's own lines, after the name. */
  items: DescriptionsItemType[];
  /** How many accounts the task works on; default: the quote's. */
  accounts?: number;
  /** Under the summary; default: the quote's cost. */
  cost?: ReactNode;
}

/** The last step of a wizard: the task's name and the given lines, then what it costs. */
export function summaryStep(
  t: TFunction,
  name: string | undefined,
  items: DescriptionsItemType[],
  cost: ReactNode,
): WizardStep {
  return {
    key: 'confirm',
    title: t('tasks.wizard.confirm'),
    fields: [],
    content: (
      <ConfirmSummary
        items={[{ key: 'name', label: t('tasks.field.name'), children: name }, ...items]}
        cost={cost}
      />
    ),
  };
}

/** The last step: what will be sent, in words, and what it costs. */
export function confirmStep(t: TFunction, o: ConfirmOptions): WizardStep {
  const v = o.values;
  return summaryStep(
    t,
    v?.name,
    [
      ...o.items,
      {
        key: 'accounts',
        label: t('tasks.field.accounts'),
        children: o.accounts ?? o.quote.data?.accounts ?? '—',
      },
      { key: 'mode', label: t('tasks.field.mode'), children: v?.mode && modeLabel(v.mode) },
      { key: 'threads', label: t('tasks.field.threads'), children: v?.threadCount },
      {
        key: 'sleep',
        label: t('tasks.field.sleep'),
        children: secondsText(t, v?.sleepMin, v?.sleepMax),
      },
    ],
    o.cost ?? (
      <Suspense fallback={<Spin />}>
        <CostSummary quote={o.quote} />
      </Suspense>
    ),
  );
}

/**
 * A kind's steps in the frame's usual order: name and accounts, the kind's
 * own steps, settings, and the confirmation with the kind's lines.
 */
export function kindSteps(t: TFunction, o: ConfirmOptions & { accountIds?: number[] }, own: WizardStep[]) {
  return [accountsStep(t, o.quote, o.accountIds), ...own, settingsStep(t), confirmStep(t, o)];
}
