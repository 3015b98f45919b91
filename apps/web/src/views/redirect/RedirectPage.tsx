import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import PageLoading from '../../components/PageLoading';
import { REDIRECT_PATH } from '../../router/paths';

/** Refresh helper: /redirect/<path>?<query> replaces itself with /<path>?<query>, remounting that view. */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.slice(REDIRECT_PATH.length) || '/';
    navigate(`${target}${search}`, { replace: true });
  }, [pathname, search, navigate]);
  return <PageLoading />;
}
