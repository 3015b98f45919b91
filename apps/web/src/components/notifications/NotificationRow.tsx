import {
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationItem,
  translate,
} from '@reelfleet/contract';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { formatTimeAgo } from '../../utils/time';
import { screenOfMark } from './taskLookup';

interface Props {
  item: NotificationItem;
  /** Plays the 150 ms leave animation (the item was read or deleted). */
  leaving: boolean;
  busy: boolean;
  /** Present for task notifications with a mark: opens the task (or the screen a path mark names). */
  onOpen?: () => void;
  action: { label: string; onClick: () => void; danger?: boolean };
}

export default function NotificationRow({ item, leaving, busy, onOpen, action }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <li
      data-testid="notification-item"
      style={{
        listStyle: 'none',
        padding: '12px 0',
        borderBottom: '1px solid var(--ant-color-split, rgba(5,5,5,0.06))',
        opacity: leaving ? 0 : 1,
        transform: leaving ? 'translateX(24px)' : 'none',
        transition: `opacity ${NOTIFICATION_ANIMATION_MS}ms ease, transform ${NOTIFICATION_ANIMATION_MS}ms ease`,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 4 }}>
        <Flex align="center" gap={8}>
          {/* antd's coloured preset tags fall below AA contrast; the plain tag reads in both themes. */}
          <Tag style={{ marginInlineEnd: 0 }}>{translate(NOTIFICATION_TYPE_LABELS[item.type], lang)}</Tag>
          <Tooltip title={dayjs(item.createTime).format('YYYY-MM-DD HH:mm:ss')}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={item.createTime}>{formatTimeAgo(item.createTime, t)}</time>
            </Typography.Text>
          </Tooltip>
        </Flex>
        <Flex gap={4}>
          {onOpen && (
            <Button size="small" type="link" disabled={busy} onClick={onOpen}>
              {t(
                item.mark && screenOfMark(item.mark) ? 'notifications.openScreen' : 'notifications.openTask',
              )}
            </Button>
          )}
          <Button size="small" type="link" danger={action.danger} loading={busy} onClick={action.onClick}>
            {action.label}
          </Button>
        </Flex>
      </Flex>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {item.message}
      </Typography.Paragraph>
    </li>
  );
}
