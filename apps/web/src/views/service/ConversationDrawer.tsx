import { RobotOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import {
  SERVICE_KIND_LABELS,
  SERVICE_REPLY_STATE_LABELS,
  type ServiceConversation,
  type ServiceMessage,
  translate,
} from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Flex, Form, List, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SERVICE_KEY, serviceApi } from '../../api/service';
import { formFailure } from '../../components/fleet/formErrors';
import type { ViewDialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import ReplyFields from './ReplyFields';

const PAGE = { pageNo: 1, pageSize: 100 } as const;
const STATE_COLOR = {
  pending: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
} as const;

/**
 * One conversation: its messages (oldest at the top, refreshed while a reply is
 * on its way) and the reply box (typed text or a text material), sent by the
 * engine through the account's device.
 */
export default function ConversationDrawer({
  conversation,
  onClose,
}: ViewDialogProps<'conversation', ServiceConversation>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const client = useQueryClient();
  const lang = currentLang();
  const [form] = Form.useForm<{ source: 'text' | 'material'; text?: string; materialId?: number }>();
  const source = Form.useWatch('source', form) ?? 'text';
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = conversation?.id ?? 0;
  const messages = useQuery({
    queryKey: [SERVICE_KEY, 'messages', id],
    queryFn: () => serviceApi.messages(id, PAGE),
    enabled: conversation !== null,
    refetchInterval: (q) =>
      q.state.data?.list.some((m) => m.state === 'pending' || m.state === 'sending') ? 1500 : 5000,
  });
  const kind = conversation?.kind ?? 'chat';
  const send = async (v: { source: 'text' | 'material'; text?: string; materialId?: number }) => {
    if (!conversation) return;
    setSending(true);
    setError(null);
    try {
      await serviceApi.reply({
        conversationId: conversation.id,
        ...(v.source === 'material' ? { materialId: v.materialId } : { text: v.text ?? '' }),
      });
      form.resetFields(['text']);
      void message.success(t('service.replyQueued'));
      await client.invalidateQueries({ queryKey: [SERVICE_KEY] });
    } catch (e) {
      // A field of the form gets its message beside it; anything else (the account has no device) above the form.
      const failure = formFailure(form, e, ['text', 'materialId']);
      if (failure) setError([failure.title, ...failure.lines].join(' '));
    } finally {
      setSending(false);
    }
  };
  const rows = [...(messages.data?.list ?? [])].reverse();
  return (
    <Drawer
      open={conversation !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={
        conversation && (
          <Flex gap={8} align="center" wrap>
            <Tag>{translate(SERVICE_KIND_LABELS[conversation.kind], lang)}</Tag>
            <span>
              {conversation.peerName} → {conversation.account}
            </span>
          </Flex>
        )
      }
    >
      {conversation?.videoId && (
        <Typography.Paragraph type="secondary">
          {t('service.onVideo')} <Typography.Text copyable>{conversation.videoId}</Typography.Text>
        </Typography.Paragraph>
      )}
      <List<ServiceMessage>
        data-testid="conversation-messages"
        loading={messages.isLoading}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('service.noMessages')} /> }}
        renderItem={(m) => {
          const out = m.direction === 'out';
          // The server answers the reason in the console's language.
          const why = m.reason;
          return (
            <List.Item style={{ justifyContent: out ? 'flex-end' : 'flex-start', border: 'none' }}>
              <div
                style={{
                  maxWidth: '80%',
                  padding: '8px 12px',
                  borderRadius: token.borderRadiusLG,
                  background: out ? token.colorPrimaryBg : token.colorFillTertiary,
                }}
              >
                <Typography.Text>{m.text}</Typography.Text>
                <Flex
                  gap={6}
                  wrap
                  align="center"
                  style={{ marginTop: 4, fontSize: 12, color: token.colorTextSecondary }}
                >
                  {out && (m.source === 'auto' ? <RobotOutlined /> : <UserOutlined />)}
                  {out && <span>{m.source === 'auto' ? t('service.autoReply') : (m.staffName ?? '')}</span>}
                  <span>{dayjs(m.sentAt ?? m.at).format('MM-DD HH:mm')}</span>
                  {m.state && (
                    <Tag color={STATE_COLOR[m.state]} style={{ marginInlineEnd: 0 }}>
                      {translate(SERVICE_REPLY_STATE_LABELS[m.state], lang)}
                    </Tag>
                  )}
                  {why && m.state !== 'sent' && <span>{why}</span>}
                </Flex>
              </div>
            </List.Item>
          );
        }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ source: 'text' }}
        onFinish={send}
        name="service-reply"
      >
        <ReplyFields kind={kind} source={source} />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
          {t('service.send')}
        </Button>
      </Form>
    </Drawer>
  );
}
