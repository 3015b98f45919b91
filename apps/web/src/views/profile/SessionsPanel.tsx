import { translate } from '@reelfleet/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { LOGIN_PATH } from '../../router/paths';
import { useUserStore } from '../../stores/user';
import { useFeedback } from '../../utils/feedback';

/**
 * Log out everywhere: every session of the account ends on the server, this one too (a stolen
 * session cannot survive it), so the user then logs in again, as after a password change.
 */
export default function SessionsPanel() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logOutEverywhere = async () => {
    const confirmed = await modal.confirm({
      title: t('profile.logoutAll'),
      content: t('profile.logoutAllConfirm'),
      okText: t('profile.logoutAll'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await useUserStore.getState().logoutAll();
      message.success(translate('auth.loggedOutEverywhere', currentLang()));
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The request layer showed why.
      setBusy(false);
    }
  };

  return (
    <Flex vertical align="flex-start" gap={12} style={{ maxWidth: 560 }}>
      <Typography.Text type="secondary">{t('profile.logoutAllHint')}</Typography.Text>
      <Button danger loading={busy} onClick={() => void logOutEverywhere()}>
        {t('profile.logoutAll')}
      </Button>
    </Flex>
  );
}
