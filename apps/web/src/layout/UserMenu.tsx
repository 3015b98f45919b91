import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Without the statics antd's index adds (Avatar.Group brings Popover): every logged-in screen loads the navbar.
import Avatar from 'antd/es/avatar/Avatar';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { HOME_PATH, LOGIN_PATH } from '../router/paths';
import { canUse } from '../router/permission';
import { appRoutes } from '../router/routes';
import { useUserStore } from '../stores/user';
import { useFeedback } from '../utils/feedback';
import { FirstUseDropdown } from './firstUse';

/** The department screen is hidden from the sidebar (spec 2): the avatar menu opens it for those who may. */
const DIVISION_PATH = '/user/division';

/** Avatar menu: profile, departments, dashboard, and logout behind a confirmation (spec 4). */
export default function UserMenu({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const name = useUserStore((s) => s.name || s.user?.name || '');
  const avatar = useUserStore((s) => s.avatar || s.user?.avatarPath || '');
  const roles = useUserStore((s) => s.roles);
  const divisions = canUse(appRoutes, DIVISION_PATH, roles);

  const confirmLogout = () => {
    modal.confirm({
      title: t('navbar.logoutTitle'),
      content: t('navbar.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await useUserStore.getState().logout();
        navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <FirstUseDropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: t('navbar.profile') },
          ...(divisions ? [{ key: 'division', label: t('route.userDivision') }] : []),
          { key: 'dashboard', label: t('route.dashboard') },
          { type: 'divider' },
          { key: 'logout', label: t('navbar.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile/index');
          else if (key === 'division') navigate(DIVISION_PATH);
          else if (key === 'dashboard') navigate(HOME_PATH);
          else confirmLogout();
        },
      }}
    >
      <Button
        type="text"
        // The visible name stays part of the accessible name (WCAG 2.5.3, label in name).
        aria-label={compact || !name ? t('navbar.userMenu') : `${name}, ${t('navbar.userMenu')}`}
        className="rf-user-button"
      >
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} alt={t('profile.avatarAlt')} />
        {!compact && <span className="rf-user-name">{name}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </FirstUseDropdown>
  );
}
