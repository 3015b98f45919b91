import type { NotificationItem } from '@reelfleet/contract';
import { Drawer, Grid, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/request';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import NotificationList from './NotificationList';
import {
  getTaskOpener,
  inferTaskKind,
  isTaskKind,
  lookupTask,
  screenOfMark,
  TASK_KIND_PATHS,
} from './taskLookup';

interface Props {
  open: boolean;
  onClose: () => void;
  unread: number;
  read: number;
}

/** The notification drawer of spec 2: Unread and Read tabs. */
export default function NotificationDrawer({ open, onClose, unread, read }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [tab, setTab] = useState<'unread' | 'read'>('unread');

  const openTask = async (item: NotificationItem) => {
    if (!item.mark) return;
    const screen = screenOfMark(item.mark);
    if (screen) {
      onClose();
      navigate(screen);
      return;
    }
    try {
      const result = await lookupTask(item.mark);
      if (!result.found) {
        message.warning(t('notifications.taskDeleted'));
        return;
      }
      // The row's own subtype when it has one; otherwise the keywords of the message (spec 2).
      const kind = isTaskKind(result.task.subtype) ? result.task.subtype : inferTaskKind(item.message);
      const opener = getTaskOpener();
      onClose();
      const then = opener
        ? opener(result.task, kind)
        : kind
          ? { navigate: TASK_KIND_PATHS[kind] }
          : undefined;
      if (then) navigate(then.navigate);
    } catch (error) {
      message.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Drawer
      title={t('notifications.title')}
      open={open}
      onClose={onClose}
      size={screens.sm ? 420 : '100%'}
      destroyOnHidden={false}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'unread' | 'read')}
        items={[
          {
            key: 'unread',
            label: `${t('notifications.unread')} (${unread})`,
            children: <NotificationList unread enabled={open} openTask={openTask} />,
          },
          {
            key: 'read',
            label: `${t('notifications.read')} (${read})`,
            children: <NotificationList unread={false} enabled={open} openTask={openTask} />,
          },
        ]}
      />
    </Drawer>
  );
}
