import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { loginPathFor, redirectAfterLogin } from '../../router/login-redirect';
import { QUERY_KEYS, userFromQuery } from '../../router/query';
import { HOME_PATH } from '../../router/routes';
import { useUserStore } from '../../stores/user';

/**
 * Landing page for a session handed over by another window (the agent back end
 * opening the console as one of its users): `token` and the user fields of
 * spec 2 in the query are stored, then the `redirect` path (or the dashboard)
 * opens. Without a token it sends the visitor to the login page.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    const token = params.get(QUERY_KEYS.token);
    const wanted = redirectAfterLogin(`?${params}`);
    if (!token) {
      navigate(loginPathFor(wanted === HOME_PATH ? '' : wanted), { replace: true });
      return;
    }
    useUserStore.getState().adoptSession(token, userFromQuery(params));
    navigate(wanted, { replace: true });
  }, [params, navigate]);

  return (
    <Flex component="main" vertical align="center" justify="center" gap={12} style={{ minHeight: '100vh' }}>
      <Spin />
      <span>{t('login.redirecting')}</span>
    </Flex>
  );
}
