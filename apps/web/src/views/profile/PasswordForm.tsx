import { type ChangePasswordBody, PASSWORD_MIN, translate } from '@reelfleet/contract';
import { Button, Form, Typography } from 'antd';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { userApi } from '../../api/user';
import ConfirmPasswordField from '../../components/ConfirmPasswordField';
import SchemaField from '../../components/SchemaField';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { LOGIN_PATH } from '../../router/paths';
import { useUserStore } from '../../stores/user';
import { useFeedback } from '../../utils/feedback';
import { showServerFieldErrors } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';

type Values = ChangePasswordBody & { confirmPassword: string };

// The contract's checks, fetched (with zod) when a field is first checked.
const OLD_PASSWORD = lazySchema((s) => s.changePasswordBody.shape.oldPassword);
const NEW_PASSWORD = lazySchema((s) => s.changePasswordBody.shape.newPassword);

/**
 * Spec 5 "New password": letters and digits, longer than 8; the current password
 * is required. The server ends every session on success, so the user goes to login.
 */
export default function PasswordForm() {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async ({ oldPassword, newPassword }: Values) => {
    setSaving(true);
    try {
      await userApi.changePassword({ oldPassword, newPassword });
      message.success(translate('auth.passwordUpdated', lang));
      // The session is already gone on the server: forget it here without asking the server again.
      const store = useUserStore.getState();
      store.resetToken();
      await store.logout();
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error, ['oldPassword', 'newPassword']);
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={save} requiredMark={false}>
      <SchemaField name="oldPassword" label={t('profile.oldPassword')} schema={OLD_PASSWORD}>
        <Password autoComplete="current-password" />
      </SchemaField>
      <SchemaField
        name="newPassword"
        label={t('profile.newPassword')}
        extra={
          <Typography.Text type="secondary">
            {t('profile.newPasswordHint', { min: PASSWORD_MIN - 1 })}
          </Typography.Text>
        }
        schema={NEW_PASSWORD}
      >
        <Password autoComplete="new-password" />
      </SchemaField>
      <ConfirmPasswordField of="newPassword" label={t('profile.confirmPassword')} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
