import { MAINTENANCE_ACTIONS, MAINTENANCE_COUNT_FIELD, type MaintenanceAction } from '@reelfleet/contract';
import { lazy } from 'react';
import { type CommonValues, commonBody, kindSteps } from '../../components/tasks/wizard/commonSteps';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/settings';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { textsOf } from '../../components/tasks/wizard/texts';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { useTranslation } from '../../i18n/useTranslation';

// The actions step, fetched when it is first reached.
const MaintenanceActions = lazy(() => import('../../components/tasks/wizard/steps/MaintenanceActions'));

const COUNT_FIELDS = MAINTENANCE_COUNT_FIELD;
type Values = CommonValues & { keywords: string[]; commentTexts?: string } & Record<
    (typeof COUNT_FIELDS)[MaintenanceAction],
    number
  >;

const INITIAL: Partial<Values> = {
  ...SETTINGS_DEFAULTS,
  keywords: [],
  viewCount: 1,
  saveCount: 0,
  shareCount: 0,
  likeCount: 1,
  followCount: 0,
  commentCount: 0,
};

/** The maintenance body of the wizard's values. */
const toBody = (v: Partial<Values>, accountIds?: number[]) => ({
  ...commonBody(v, accountIds),
  keywords: v.keywords ?? [],
  ...Object.fromEntries(MAINTENANCE_ACTIONS.map((a) => [COUNT_FIELDS[a], v[COUNT_FIELDS[a]] ?? 0])),
  commentTexts: textsOf(v.commentTexts),
});

/** Account maintenance (nurturing) wizard: accounts, actions, settings, confirm with the quote. */
export default function MaintenanceWizard(props: KindWizardProps) {
  const { accountIds } = props;
  const { t } = useTranslation();
  const { values, quote, frame } = useWizardInput<Values>('maintenance', props, toBody);
  const keywords = values?.keywords ?? [];

  const confirmItems = [{ key: 'keywords', label: t('tasks.field.keywords'), children: keywords.join(', ') }];
  const steps = kindSteps(t, { values, quote, accountIds, items: confirmItems }, [
    {
      key: 'actions',
      title: t('tasks.wizard.actions'),
      fields: ['keywords', ...MAINTENANCE_ACTIONS.map((a) => COUNT_FIELDS[a]), 'commentTexts'],
      bodyFields: ['keywords', ...MAINTENANCE_ACTIONS.map((a) => COUNT_FIELDS[a]), 'commentTexts'],
      content: <MaintenanceActions />,
    },
  ]);

  return <TaskWizard<Values> {...frame} initialValues={INITIAL} steps={steps} />;
}
