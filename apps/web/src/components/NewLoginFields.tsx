import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from '../i18n/useTranslation';

/** A new login's name, first password and email (the admin's users, an owner's staff). */
export default function NewLoginFields({ emailRequired }: { emailRequired: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="username" label={t('admin.username')} rules={[{ required: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('admin.password')} rules={[{ required: true }]}>
        <Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="email" label={t('admin.email')} rules={[{ required: emailRequired }]}>
        <Input />
      </Form.Item>
    </>
  );
}
