import { PRODUCT_TITLE, STORAGE_KEYS } from '@reelfleet/contract';
import { Button, Card, Flex, Layout, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QUERY_KEYS } from '../../router/query';
import { readJson, writeJson } from '../../utils/storage';
import LanguageSwitch from './LanguageSwitch';
import LoginForm from './LoginForm';
import RegisterForm from './RegisterForm';

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
  const [params] = useSearchParams();
  const queryCode = params.get(QUERY_KEYS.invitationCode) ?? params.get(QUERY_KEYS.invitationCodeAlias) ?? '';
  const invitationCode =
    queryCode || readJson<StoredRegistration>(STORAGE_KEYS.register)?.invitationCode || '';
  const [mode, setMode] = useState<Mode>(queryCode ? 'register' : 'login');
  const [registeredName, setRegisteredName] = useState<string | null>(null);

  useEffect(() => {
    if (queryCode)
      writeJson(STORAGE_KEYS.register, { invitationCode: queryCode } satisfies StoredRegistration);
  }, [queryCode]);

  const loginInitial = useMemo(
    () => ({
      username: registeredName ?? params.get(QUERY_KEYS.account) ?? undefined,
      password: registeredName ? undefined : (params.get(QUERY_KEYS.password) ?? undefined),
    }),
    [params, registeredName],
  );

  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Flex justify="flex-end" style={{ padding: '12px 16px' }}>
        <LanguageSwitch />
      </Flex>
      <Flex
        component="main"
        justify="center"
        align="flex-start"
        style={{ flex: 1, padding: '16px 16px 48px' }}
      >
        <Card style={{ width: '100%', maxWidth: 440 }} variant="borderless">
          <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
              {PRODUCT_TITLE}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
            <Typography.Title level={2} style={{ margin: '16px 0 0', fontSize: 20 }}>
              {t(mode === 'login' ? 'login.title' : 'register.title')}
            </Typography.Title>
          </Flex>
          {mode === 'login' ? (
            <LoginForm key={registeredName ?? 'login'} initial={loginInitial} />
          ) : (
            <RegisterForm
              invitationCode={invitationCode}
              onRegistered={(username) => {
                setRegisteredName(username);
                setMode('login');
              }}
            />
          )}
          <Flex justify="center" align="center" gap={4} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">
              {t(mode === 'login' ? 'login.noAccount' : 'register.haveAccount')}
            </Typography.Text>
            <Button
              type="link"
              style={{ paddingInline: 4 }}
              onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
            >
              {t(mode === 'login' ? 'login.toRegister' : 'register.toLogin')}
            </Button>
          </Flex>
          {mode === 'register' && (
            <Typography.Paragraph
              type="secondary"
              style={{ marginTop: 8, marginBottom: 0, fontSize: 12, textAlign: 'center' }}
            >
              {t('register.invitationHint')}
            </Typography.Paragraph>
          )}
        </Card>
      </Flex>
    </Layout>
  );
}
