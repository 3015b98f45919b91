import type { UserInfo } from '@reelfleet/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import PageLoading from '../components/PageLoading';
import i18n, { currentLang } from '../i18n';
import { useUserStore } from '../stores/user';
import { getToken } from '../utils/auth';
import { showError, whenFeedback } from '../utils/feedback';
import { dropLinkToken, linkToken } from './linkToken';
import { loginPathFor } from './login-redirect';

const userCalls = () => import('../stores/userCalls');

/** Who a user is, for the question: the name and the login name when they differ. */
const who = (user: Pick<UserInfo, 'name' | 'username'>) =>
  user.name && user.name !== user.username ? `${user.name} (${user.username})` : user.username;

async function askToSwitch(current: string, incoming: string): Promise<boolean> {
  const feedback = await whenFeedback();
  const params = { current, incoming };
  const confirmed = await feedback.modal.confirm({
    title: i18n.t('login.switchTitle'),
    content: i18n.t('login.switchContent', params),
    okText: i18n.t('login.switchOk'),
    cancelText: i18n.t('login.switchCancel', params),
    // Enter keeps the session: switching takes a deliberate click.
    autoFocusButton: 'cancel',
  });
  return confirmed === true;
}

/**
 * Deals with a token that came in the address (router/linkToken.ts), once. With no session open it is
 * traded at once; with one open, both users are named and the visitor chooses (a link cannot swap a
 * session behind their back: login CSRF). Answers whether a session is open afterwards.
 */
async function settle(): Promise<boolean> {
  const token = linkToken();
  if (!token) return Boolean(getToken());
  const { userApi, translate } = await userCalls();
  const invalid = () => showError(translate('auth.linkSessionInvalid', currentLang()));
  if (getToken()) {
    const [current, incoming] = await Promise.all([
      userApi.sessionInfo().catch(() => null),
      userApi.sessionInfo(token).catch(() => null),
    ]);
    if (!incoming) {
      invalid();
      return Boolean(current);
    }
    if (current && current.user.id !== incoming.user.id) {
      if (!(await askToSwitch(who(current.user), who(incoming.user)))) return true;
    }
  }
  try {
    await useUserStore.getState().adoptSession(token);
    return true;
  } catch {
    invalid();
    return Boolean(getToken());
  }
}

/** One settlement however often the screen mounts (StrictMode mounts twice). */
let settling: Promise<boolean> | null = null;

/** Deals with the token that came in the address, then opens `to` (or the login page); null: nothing to do. */
export function useLinkSession(to: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    let live = true;
    settling ??= settle().finally(() => {
      dropLinkToken();
      settling = null;
    });
    void settling.then((open) => {
      if (live) navigate(open ? to : loginPathFor(''), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [to, navigate]);
}

/** The screen while a token that came in the address is dealt with. */
export default function LinkSession({ to }: { to: string }) {
  useLinkSession(to);
  return <PageLoading />;
}
