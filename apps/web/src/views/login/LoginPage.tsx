import { PRODUCT_TITLE, STORAGE_KEYS } from '@reelfleet/contract';
import { Button, Flex, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import PageLoading from '../../components/PageLoading';
import { useTranslation } from '../../i18n/useTranslation';
import { QUERY_KEYS } from '../../router/query';
import { readJson, writeJson } from '../../utils/storage';
import LanguageSwitch from './LanguageSwitch';
import LoginForm from './LoginForm';

// Registration (its schemas, the agreement dialog) loads when it is opened.
const RegisterForm = lazy(() => import('./RegisterForm'));

type Mode = 'login' | 'register';

/** What a registration link left behind (SYS_REGISTER), so a reload keeps the code. */
interface StoredRegistration {
  invitationCode?: string;
}

/**
 * Login and registration on one screen (spec 2). `account` and `password` in
 * the query prefill the login form; an invitation code opens registration with
 * it filled in.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const queryCode = params.get(QUERY_KEYS.invitationCode) ?? params.get(QUERY_KEYS.invitationCodeAlias) ?? '';
  const invitationCode =
    queryCode || readJson<StoredRegistration>(STORAGE_KEYS.register)?.invitationCode || '';
  const [mode, setMode] = useState<Mode>(queryCode ? 'register' : 'login');
  const [registeredName, setRegisteredName] = useState<string | null>(null);

  useEffect(() => {
    if (queryCode)
      writeJson(STORAGE_KEYS.register, { invitationCode: queryCode } satisfies StoredRegistration);
  }, [queryCode]);

  /**
   * Back to the login form. The invitation code leaves the URL (it stays in
   * SYS_REGISTER): the route guard treats a logged-in visit to a URL with a
   * code as a new invitation and logs out.
   */
  const toLogin = () => {
    setMode('login');
    if (!queryCode) return;
    const next = new URLSearchParams(params);
    next.delete(QUERY_KEYS.invitationCode);
    next.delete(QUERY_KEYS.invitationCodeAlias);
    setParams(next, { replace: true });
  };

  const loginInitial = useMemo(
    () => ({
      username: registeredName ?? params.get(QUERY_KEYS.account) ?? undefined,
      password: registeredName ? undefined : (params.get(QUERY_KEYS.password) ?? undefined),
    }),
    [params, registeredName],
  );

  const secondary = { color: token.colorTextSecondary };
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
      }}
    >
      <Flex justify="flex-end" style={{ padding: '12px 16px' }}>
        <LanguageSwitch />
      </Flex>
      <Flex
        component="main"
        justify="center"
        align="flex-start"
        style={{ flex: 1, padding: '8px 16px 48px' }}
      >
        {/* A plain panel: antd's Card would bring its tabs code to the login page. */}
        <div
          style={{
            width: '100%',
            maxWidth: 440,
            padding: 24,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgContainer,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24, color: token.colorText }}>
            <h1 style={{ margin: 0, fontSize: 28, fontWeight: 600 }}>{PRODUCT_TITLE}</h1>
            <span style={secondary}>{t('login.subtitle')}</span>
            <h2 style={{ margin: '16px 0 0', fontSize: 20, fontWeight: 600 }}>
              {t(mode === 'login' ? 'login.title' : 'register.title')}
            </h2>
          </Flex>
          {mode === 'login' ? (
            <LoginForm key={registeredName ?? 'login'} initial={loginInitial} />
          ) : (
            <Suspense fallback={<PageLoading />}>
              <RegisterForm
                invitationCode={invitationCode}
                onRegistered={(username) => {
                  setRegisteredName(username);
                  toLogin();
                }}
              />
            </Suspense>
          )}
          <Flex justify="center" align="center" gap={4} wrap style={{ marginTop: 16 }}>
            <span style={secondary}>{t(mode === 'login' ? 'login.noAccount' : 'register.haveAccount')}</span>
            <Button
              type="link"
              style={{ paddingInline: 4 }}
              onClick={() => (mode === 'login' ? setMode('register') : toLogin())}
            >
              {t(mode === 'login' ? 'login.toRegister' : 'register.toLogin')}
            </Button>
          </Flex>
          {mode === 'register' && (
            <p style={{ ...secondary, marginTop: 8, marginBottom: 0, fontSize: 12, textAlign: 'center' }}>
              {t('register.invitationHint')}
            </p>
          )}
        </div>
      </Flex>
    </div>
  );
}
