import {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_TARGETS,
  ENTERPRISE_FREE_MONTHS,
  translate,
} from '@reelfleet/contract';
import { Alert, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { label } from '../../components/fleet/format';
import { type CommonValues, commonBody, kindSteps } from '../../components/tasks/wizard/commonSteps';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/SettingsFields';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { useFeedback } from '../../utils/feedback';

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
      content: (
        <>
          <Form.Item name="target" label={t('lifecycle.business.target')}>
            <Radio.Group
              options={BUSINESS_TARGETS.map((v) => ({
                value: v,
                label: translate(`business.target.${v}`, lang),
              }))}
            />
          </Form.Item>
          {enterprise ? (
            <>
              <Form.Item
                name="category"
                label={t('lifecycle.business.category')}
                rules={[{ required: true, message: translate('business.categoryRequired', lang) }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('lifecycle.business.categoryPlaceholder')}
                  options={BUSINESS_CATEGORIES.map((c) => ({
                    value: c,
                    label: label(BUSINESS_CATEGORY_LABELS[c]),
                  }))}
                />
              </Form.Item>
              <Alert
                type="info"
                showIcon
                title={t('lifecycle.business.freeHint', { months: ENTERPRISE_FREE_MONTHS })}
              />
            </>
          ) : (
            <Alert type="warning" showIcon title={t('lifecycle.business.shutdownHint')} />
          )}
        </>
      ),
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
