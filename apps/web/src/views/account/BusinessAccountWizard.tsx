import { BUSINESS_CATEGORY_LABELS, type BUSINESS_TARGETS, translate } from '@reelfleet/contract';
import { lazy } from 'react';
import { label } from '../../components/fleet/format';
import { type CommonValues, commonBody, kindSteps } from '../../components/tasks/wizard/commonSteps';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/settings';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

// The target step, fetched when it is first reached.
const BusinessTarget = lazy(() => import('../../components/tasks/wizard/steps/BusinessTarget'));

type Target = (typeof BUSINESS_TARGETS)[number];
type Values = CommonValues & { target: Target; category?: string };

const INITIAL: Partial<Values> = { ...SETTINGS_DEFAULTS, sleepMin: 0, sleepMax: 0, target: 'enterprise' };

const toBody = (v: Partial<Values>, accountIds?: number[]) => ({
  ...commonBody(v, accountIds),
  target: v.target,
  ...(v.target === 'enterprise' && v.category ? { category: v.category } : {}),
});

/**
 * Enterprise/personal switch (spec 2 /account/business): the accounts, then
 * enterprise with a business category (free for one month on the simulated
 * clock, then personal again with link and email gone) or back to personal
 * at once ("shutdown enterprise").
 */
export default function BusinessAccountWizard(props: KindWizardProps) {
  const { accountIds } = props;
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = useFeedback();
  const { values, quote, frame } = useWizardInput<Values>('business_account', props, toBody);
  const enterprise = (values?.target ?? 'enterprise') === 'enterprise';
  const confirmItems = [
    {
      key: 'target',
      label: t('lifecycle.business.target'),
      children: values?.target && translate(`business.target.${values.target}`, lang),
    },
    ...(enterprise
      ? [
          {
            key: 'category',
            label: t('lifecycle.business.category'),
            children: values?.category
              ? label(BUSINESS_CATEGORY_LABELS[values.category as keyof typeof BUSINESS_CATEGORY_LABELS])
              : '—',
          },
        ]
      : []),
  ];
  const steps = kindSteps(t, { values, quote, accountIds, items: confirmItems }, [
    {
      key: 'business',
      title: t('lifecycle.business.step'),
      fields: ['target', 'category'],
      bodyFields: ['target', 'category'],
      content: <BusinessTarget />,
    },
  ]);
  return (
    <TaskWizard<Values>
      {...frame}
      initialValues={INITIAL}
      steps={steps}
      onSubmitted={() => {
        if (!enterprise) void message.success(translate('business.shutdownOk', lang));
      }}
    />
  );
}
