import {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_TARGETS,
  ENTERPRISE_FREE_MONTHS,
  translate,
} from '@reelfleet/contract';
import { Alert, Form, Radio, Select } from 'antd';
import { currentLang } from '../../../../i18n';
import { useTranslation } from '../../../../i18n/useTranslation';
import { label } from '../../../fleet/format';

/**
 * The enterprise/personal step of the business account wizard (views/account/BusinessAccountWizard.tsx):
 * the target, and for enterprise its category. Fetched when the step is first reached.
 */
export default function BusinessTarget() {
  const { t } = useTranslation();
  const lang = currentLang();
  const enterprise = (Form.useWatch('target', { preserve: true }) ?? 'enterprise') === 'enterprise';
  return (
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
  );
}
