import { BellOutlined } from '@ant-design/icons';
import { UNREAD_BADGE_CAP } from '@reelfleet/contract';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import NotificationDrawer from './NotificationDrawer';
import { useUnreadCount } from './useUnreadCount';

/** The navbar's bell: unread badge (99+ above UNREAD_BADGE_CAP) that opens the notification drawer. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { unread, read } = useUnreadCount();
  return (
    <>
      <Badge count={unread} overflowCount={UNREAD_BADGE_CAP} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={t('notifications.bellLabel', { count: unread })}
          data-testid="notification-bell"
          onClick={() => setOpen(true)}
        />
      </Badge>
      <NotificationDrawer open={open} onClose={() => setOpen(false)} unread={unread} read={read} />
    </>
  );
}
