import { LockOutlined, MailOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import {
  emailField,
  INVITATION_CODE_LENGTH,
  invitationCodeField,
  MINIMUM_AGE,
  passwordField,
  type RegisterBody,
  translate,
  usernameField,
} from '@reelfleet/contract';
import { Button, Checkbox, Flex, Form } from 'antd';
import type { CheckboxChangeEvent } from 'antd/es/checkbox';
// Input's own files: the antd index would also bring TextArea, Search and OTP to the login page.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useEffect, useState } from 'react';
import { userApi } from '../../api/user';
import ConfirmPasswordField from '../../components/ConfirmPasswordField';
import SchemaField from '../../components/SchemaField';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { whenFeedback } from '../../utils/feedback';
import { checkedRule, showServerFieldErrors, stripNonAscii } from '../../utils/formRules';
import AgreementDialog from './AgreementDialog';
import CaptchaField from './CaptchaField';
import { loginRule } from './loginRule';
import { SubmitButton } from './SubmitButton';
import { useCaptcha } from './useCaptcha';

type Values = Omit<RegisterBody, 'captchaId' | 'ageConfirmed'> & { ageConfirmed: boolean; agreed: boolean };

const FIELDS = ['username', 'password', 'confirmPassword', 'email', 'code', 'invitationCode', 'ageConfirmed'];

interface Props {
  invitationCode: string;
  /** After a successful registration: back to login with the new username. */
  onRegistered: (username: string) => void;
}

/**
 * Registration (spec 5): username, password twice, email, verification code
 * (image from GET /user/code, click to refresh), the agent's invitation code,
 * age 18 confirmation and the service agreement, which is accepted in its dialog.
 */
export default function RegisterForm({ invitationCode, onRegistered }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm<Values>();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const captchaState = useCaptcha(form);
  const { captcha, refresh: refreshCaptcha } = captchaState;

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const submit = async (values: Values) => {
    if (!captcha) {
      void refreshCaptcha();
      return;
    }
    setSubmitting(true);
    try {
      const body: RegisterBody = {
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        email: values.email.trim(),
        captchaId: captcha.id,
        code: values.code.trim().toUpperCase(),
        invitationCode: values.invitationCode.trim().toUpperCase(),
        ageConfirmed: true,
      };
      await userApi.register(body, { silent: true });
      void whenFeedback().then(({ message }) => message.success(translate('auth.registered', lang)));
      onRegistered(body.username);
    } catch (error) {
      if (
        !showServerFieldErrors(form, error, FIELDS) &&
        error instanceof Error &&
        error.name === 'ApiError'
      ) {
        const text = error.message;
        void whenFeedback().then(({ message }) => message.error(text));
      }
      // Every check uses the code up: the next attempt needs a new one.
      void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ invitationCode, ageConfirmed: false, agreed: false }}
        onFinish={submit}
      >
        <SchemaField
          name="username"
          label={t('register.username')}
          normalize={stripNonAscii}
          schema={usernameField}
        >
          <Input
            prefix={<UserOutlined />}
            autoComplete="username"
            placeholder={t('register.usernamePlaceholder')}
          />
        </SchemaField>
        <SchemaField name="password" label={t('register.password')} schema={passwordField}>
          <Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            placeholder={t('register.passwordPlaceholder')}
          />
        </SchemaField>
        <ConfirmPasswordField of="password" label={t('register.confirmPassword')} prefix={<LockOutlined />} />
        <SchemaField name="email" label={t('register.email')} schema={emailField}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
        </SchemaField>
        <Form.Item name="code" label={t('register.captcha')} required rules={[loginRule('code', lang)]}>
          <CaptchaField state={captchaState} />
        </Form.Item>
        <SchemaField
          name="invitationCode"
          label={t('register.invitationCode')}
          normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
          schema={invitationCodeField}
        >
          <Input prefix={<TagOutlined />} maxLength={INVITATION_CODE_LENGTH} autoComplete="off" />
        </SchemaField>
        <Form.Item
          name="ageConfirmed"
          valuePropName="checked"
          rules={[checkedRule(translate('auth.ageRequired', lang))]}
          style={{ marginBottom: 8 }}
        >
          <Checkbox>{t('register.ageConfirm', { age: MINIMUM_AGE })}</Checkbox>
        </Form.Item>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[checkedRule(t('register.agreementRequired'))]}
        >
          <AgreementCheckbox onOpen={() => setAgreementOpen(true)} />
        </Form.Item>
        <SubmitButton label={t('register.submit')} submitting={submitting} />
      </Form>
      <AgreementDialog
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAccept={() => {
          form.setFieldValue('agreed', true);
          void form.validateFields(['agreed']);
          setAgreementOpen(false);
        }}
      />
    </>
  );
}

/**
 * Ticking the agreement box opens the agreement: it becomes ticked only by
 * accepting it there. Unticking is immediate.
 */
function AgreementCheckbox({
  checked,
  onChange,
  onOpen,
}: {
  checked?: boolean;
  onChange?: (event: CheckboxChangeEvent) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="center" wrap>
      <Checkbox
        checked={checked}
        onChange={(event) => (event.target.checked ? onOpen() : onChange?.(event))}
        data-testid="agreement-checkbox"
      >
        {t('register.agreementAccept')}
      </Checkbox>
      <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onOpen}>
        {t('register.agreementRead')}
      </Button>
    </Flex>
  );
}
