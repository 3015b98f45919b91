import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { useLinkSession } from '../../router/LinkSession';
import { linkToken } from '../../router/linkToken';
import { loginPathFor, redirectAfterLogin } from '../../router/login-redirect';
import { HOME_PATH } from '../../router/paths';

/**
 * Landing page for a link that carries a token (spec 2: `token` and user fields in the query,
 * optionally `redirect`). The token left the address as the console started (router/linkToken.ts);
 * LinkSession trades it for this browser's session, asking first when another one is open, then
 * opens the `redirect` path (or the dashboard). Without a token it sends the visitor to the login page.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = redirectAfterLogin(`?${params}`);
  const token = linkToken();

  useLinkSession(token ? wanted : null);
  useEffect(() => {
    if (!token) navigate(loginPathFor(wanted === HOME_PATH ? '' : wanted), { replace: true });
  }, [token, wanted, navigate]);

  return (
    <Flex component="main" vertical align="center" justify="center" gap={12} style={{ minHeight: '100vh' }}>
      <Spin />
      <span>{t('login.redirecting')}</span>
    </Flex>
  );
}
