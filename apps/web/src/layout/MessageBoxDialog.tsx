import { Alert, Avatar, Flex, List, Modal, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson, WEB_STORAGE_KEYS, writeJson } from '../utils/storage';

interface AutoReply {
  comments: boolean;
  chats: boolean;
}

function loadAutoReply(): AutoReply {
  const stored = readJson<Partial<AutoReply>>(WEB_STORAGE_KEYS.messageBoxAutoReply);
  return { comments: stored?.comments === true, chats: stored?.chats === true };
}

/** Sample rows of the preview; their text says they are samples. */
const SAMPLES = [
  { key: 'comment', kind: 'comment' },
  { key: 'chat', kind: 'chat' },
  { key: 'comment2', kind: 'comment' },
] as const;

/** The auto-reply switches: what each answers, and its label. */
const AUTO_REPLIES = [
  ['comments', 'messageBox.autoReplyComments'],
  ['chats', 'messageBox.autoReplyChats'],
] as const;

/**
 * The message box is a mock-up in the spec (sample data only). It is shown as a
 * preview, labelled so, with auto-reply switches that are only kept in this browser.
 */
export default function MessageBoxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [autoReply, setAutoReply] = useState<AutoReply>(loadAutoReply);
  const change = (key: keyof AutoReply, on: boolean) => {
    const next = { ...autoReply, [key]: on };
    setAutoReply(next);
    writeJson(WEB_STORAGE_KEYS.messageBoxAutoReply, next);
  };
  return (
    <Modal
      title={
        <Flex align="center" gap={8}>
          {t('messageBox.title')}
          <Tag color="orange">{t('messageBox.previewTag')}</Tag>
        </Flex>
      }
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('messageBox.previewNotice')} style={{ marginBottom: 12 }} />
      <List
        size="small"
        dataSource={[...SAMPLES]}
        renderItem={(item, i) => (
          <List.Item>
            <List.Item.Meta
              avatar={<Avatar>{i + 1}</Avatar>}
              title={
                <Flex gap={8} align="center">
                  {t('messageBox.sampleUser', { n: i + 1 })}
                  <Tag>{t(`messageBox.kind.${item.kind}`)}</Tag>
                </Flex>
              }
              description={t(`messageBox.sampleText.${item.kind}`)}
            />
          </List.Item>
        )}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('messageBox.autoReply')}
      </Typography.Title>
      <Flex vertical gap={8}>
        {AUTO_REPLIES.map(([what, text]) => (
          <Flex key={what} justify="space-between" align="center">
            <span id={`auto-reply-${what}`}>{t(text)}</span>
            <Switch
              aria-labelledby={`auto-reply-${what}`}
              checked={autoReply[what]}
              onChange={(on) => change(what, on)}
            />
          </Flex>
        ))}
        <Typography.Text type="secondary">{t('messageBox.switchesLocal')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
