import { PAGE_SIZES, Role, SERVICE_KIND_LABELS, translate } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, List, Tag, Typography } from 'antd';
// Avatar alone: antd's index adds Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar';
import Badge from 'antd/es/badge/Badge';
import Modal from 'antd/es/modal/Modal';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { SERVICE_KEY, serviceApi } from '../api/service';
import { currentLang } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { useUserStore } from '../stores/user';
import { AutoReplySwitches } from '../views/service/AutoReply';

/** The conversations shown: the newest few. The page asked for is the smallest the API serves. */
const SHOWN = 5;
const LATEST = { pageNo: 1, pageSize: PAGE_SIZES[0] } as const;

/**
 * The message box: the latest conversations still waiting for an answer (comments
 * and private messages the workspace's accounts received on the platform) and the
 * auto-reply switches, which the engine obeys. The admin has no workspace: it says so.
 */
export default function MessageBoxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLang();
  const noWorkspace = useUserStore((s) => s.roles.includes(Role.admin));
  const latest = useQuery({
    queryKey: [SERVICE_KEY, 'conversations', 'messageBox'],
    queryFn: () => serviceApi.conversations({ waiting: true }, LATEST),
    enabled: open && !noWorkspace,
    refetchInterval: open ? 5_000 : false,
  });
  const go = (path: string) => {
    navigate(path);
    onClose();
  };
  return (
    <Modal title={t('messageBox.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      {noWorkspace ? (
        <Alert
          type="info"
          showIcon
          title={t('admin.noWorkspaceTitle')}
          description={t('admin.noWorkspace')}
        />
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('messageBox.autoReply')}
          </Typography.Title>
          <AutoReplySwitches />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('messageBox.rulesNote')}
          </Typography.Paragraph>
          <Typography.Title level={5}>
            {t('messageBox.waiting', { count: latest.data?.total ?? 0 })}
          </Typography.Title>
          <List
            size="small"
            loading={latest.isLoading}
            dataSource={latest.data?.list.slice(0, SHOWN) ?? []}
            locale={{ emptyText: t('messageBox.nothingWaiting') }}
            renderItem={(c) => (
              <List.Item>
                <List.Item.Meta
                  avatar={
                    <Badge count={c.waiting} size="small">
                      <Avatar>{c.peerName.replace('@', '').slice(0, 1).toUpperCase()}</Avatar>
                    </Badge>
                  }
                  title={
                    <Flex gap={8} align="center" wrap>
                      {c.peerName} → {c.account}
                      <Tag>{translate(SERVICE_KIND_LABELS[c.kind], lang)}</Tag>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {dayjs(c.lastAt).format('MM-DD HH:mm')}
                      </Typography.Text>
                    </Flex>
                  }
                  description={c.lastText}
                />
              </List.Item>
            )}
          />
          <Button block style={{ marginTop: 8 }} onClick={() => go('/service/list')}>
            {t('messageBox.openInbox')}
          </Button>
        </>
      )}
    </Modal>
  );
}
