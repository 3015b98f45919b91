import { Form } from 'antd';
import Password from 'antd/es/input/Password';
import type { ReactNode } from 'react';
import { currentLang } from '../i18n';
import { confirmRules } from '../utils/formRules';

/** "Confirm password" (`confirmPassword`): required, and the same as the field `of`. */
export default function ConfirmPasswordField({
  of,
  label,
  prefix,
}: {
  of: string;
  label: ReactNode;
  prefix?: ReactNode;
}) {
  return (
    <Form.Item
      name="confirmPassword"
      label={label}
      dependencies={[of]}
      rules={confirmRules(of, currentLang())}
    >
      <Password prefix={prefix} autoComplete="new-password" />
    </Form.Item>
  );
}
