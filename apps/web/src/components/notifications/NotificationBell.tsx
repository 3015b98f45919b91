import { BellOutlined } from '@ant-design/icons';
import { UNREAD_BADGE_CAP } from '@reelfleet/contract';
import { Button } from 'antd';
// The badge alone: Badge's index also brings Ribbon, which the navbar does not draw.
import Badge from 'antd/es/badge/Badge';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useUnreadCount } from './useUnreadCount';

// Loaded when first opened (it brings the task lookups behind each notification).
const NotificationDrawer = lazy(() => import('./NotificationDrawer'));

/** The navbar's bell: unread badge (99+ above UNREAD_BADGE_CAP) that opens the notification drawer. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { unread, read } = useUnreadCount();
  return (
    <>
      <Badge count={unread} overflowCount={UNREAD_BADGE_CAP} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={t('notifications.bellLabel', { count: unread })}
          data-testid="notification-bell"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        />
      </Badge>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} unread={unread} read={read} />
        </Suspense>
      )}
    </>
  );
}
