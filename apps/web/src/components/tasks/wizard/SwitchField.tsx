import { Form, Switch } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

/** An on/off field (catalogue keys of its label and hint). */
export function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(label)} extra={hint && t(hint)} valuePropName="checked">
      <Switch aria-label={t(label)} />
    </Form.Item>
  );
}
