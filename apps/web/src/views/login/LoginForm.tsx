import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody } from '@reelfleet/contract';
// Input's own files: the antd index would also bring TextArea, Search and OTP to the login page.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useState } from 'react';
import PlainForm, { PlainField } from '../../components/plainForm/PlainForm';
import { usePlainForm } from '../../components/plainForm/usePlainForm';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { redirectAfterLogin } from '../../router/login-redirect';
import { preloadScreen } from '../../router/preload';
import { useUserStore } from '../../stores/user';
import { whenFeedback } from '../../utils/feedback';
import { showServerFieldErrors, stripNonAscii } from '../../utils/formInput';
import { loadLoginChecks, loginRule, preloadLogin } from './loginRule';
import { SubmitButton } from './SubmitButton';
import { useCaptcha } from './useCaptcha';

const FIELDS = ['username', 'password', 'code'];

// Asked for only after failed logins (with its skeleton and icons): not part of the first load.
const CaptchaField = lazy(() => import('./CaptchaField'));

/**
 * Login: the token goes into the Admin-Token cookie (user store), the session
 * info is loaded, then the `redirect` query path or / opens. A rejected login
 * is shown by the request layer (the server's message); field errors also
 * appear next to their field.
 */
export default function LoginForm({ initial }: { initial: Partial<LoginBody> }) {
  const { t } = useTranslation();
  const lang = currentLang();
  // Not antd's Form: its rc-form, async-validator, grid and tooltip code would double the page's own.
  const form = usePlainForm<LoginBody>(initial);
  const [submitting, setSubmitting] = useState(false);
  // After repeated failures the server asks for a verification code (data.captchaRequired).
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captchaState = useCaptcha(form);

  const submit = async (values: LoginBody) => {
    const captcha = needsCaptcha && captchaState.captcha;
    setSubmitting(true);
    try {
      await useUserStore.getState().login({
        username: values.username.trim(),
        password: values.password,
        ...(captcha ? { captchaId: captcha.id, code: (values.code ?? '').trim().toUpperCase() } : {}),
      });
      // With the token stored, the route guard leaves /login for the redirect path (or the
      // dashboard) and loads the session there: no stop at / or the dashboard on the way. That
      // screen's code (the layout, its page) comes meanwhile, beside the session's answer.
      preloadScreen(redirectAfterLogin(window.location.search));
      const { translate } = await loadLoginChecks();
      void whenFeedback().then(({ message }) => message.success(translate('auth.loggedIn', lang)));
    } catch (error) {
      const data = (error as { data?: { captchaRequired?: unknown } }).data;
      if (needsCaptcha || data?.captchaRequired === true) {
        setNeedsCaptcha(true);
        void captchaState.refresh();
      }
      showServerFieldErrors(form, error, FIELDS);
      // getInfo's own failures (no roles, no data) are plain errors the request layer never saw.
      if (!(error instanceof Error) || error.name !== 'ApiError') {
        const text = error instanceof Error ? error.message : String(error);
        void whenFeedback().then(({ message }) => message.error(text));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PlainForm
      form={form}
      onFinish={submit}
      // The fields' rules and the login call load once someone is about to type (see loginChecks.ts).
      onFocus={preloadLogin}
    >
      <PlainField
        name="username"
        label={t('login.username')}
        normalize={stripNonAscii}
        rules={[loginRule('username', lang)]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
        />
      </PlainField>
      <PlainField name="password" label={t('login.password')} rules={[loginRule('password', lang)]}>
        <Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
        />
      </PlainField>
      {needsCaptcha && (
        // Says why the code appeared (issue 38); a status, so a screen reader announces it too.
        <p role="status" style={{ margin: '0 0 8px' }}>
          {t('login.captchaWhy')}
        </p>
      )}
      {needsCaptcha && (
        <Suspense fallback={null}>
          <PlainField name="code" label={t('register.captcha')} required rules={[loginRule('code', lang)]}>
            <CaptchaField state={captchaState} />
          </PlainField>
        </Suspense>
      )}
      <SubmitButton label={t('login.submit')} submitting={submitting} />
    </PlainForm>
  );
}
