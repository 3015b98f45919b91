import {
  ACCESS_TOKEN_DAY_CHOICES,
  ACCESS_TOKEN_NAME_MAX,
  type AccessTokenAddBody,
  type AccessTokenCreated,
  type AccessTokenItem,
  TOKEN_SCOPES,
  translate,
} from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { tokensApi } from '../../api/tokens';
import { formatDateTime } from '../../components/fleet/format';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { showServerFieldErrors } from '../../utils/formRules';

const tokensKey = ['accessTokens'] as const;
const STATUS_BADGE = { active: 'success', expired: 'default', revoked: 'error' } as const;

/**
 * Personal access tokens for scripts (docs/api.md): made here with a name, scopes and an expiry,
 * shown once, then only their first characters; revoked here, refused by the server at once.
 */
export default function TokensPanel() {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: tokensKey, queryFn: tokensApi.list });
  const [form] = Form.useForm<AccessTokenAddBody>();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: tokensKey });

  const create = async (values: AccessTokenAddBody) => {
    setSaving(true);
    try {
      const token = await tokensApi.add(values);
      setCreating(false);
      setCreated(token);
      form.resetFields();
      void refresh();
    } catch (error) {
      showServerFieldErrors(form, error, ['name', 'scopes', 'expiresInDays']);
    } finally {
      setSaving(false);
    }
  };

  const revoke = async (token: AccessTokenItem) => {
    const confirmed = await modal.confirm({
      title: t('tokens.revoke'),
      content: t('tokens.revokeConfirm', { name: token.name }),
      okText: t('tokens.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await tokensApi.revoke(token.id);
    message.success(translate('token.revoked', lang));
    void refresh();
  };

  const scopeTags = (scopes: readonly string[]) =>
    scopes.map((scope) => (
      <Tag key={scope}>{translate(`token.scope.${scope}` as 'token.scope.read', lang)}</Tag>
    ));

  const columns: ColumnsType<AccessTokenItem> = [
    { key: 'name', title: t('tokens.name'), dataIndex: 'name' },
    {
      key: 'hint',
      title: t('tokens.token'),
      dataIndex: 'hint',
      render: (hint: string) => <Typography.Text code>{hint}</Typography.Text>,
    },
    { key: 'scopes', title: t('tokens.scopes'), render: (_: unknown, row) => scopeTags(row.scopes) },
    {
      key: 'status',
      title: t('tokens.status'),
      render: (_: unknown, row) => (
        <Badge status={STATUS_BADGE[row.status]} text={t(`tokens.statuses.${row.status}`)} />
      ),
    },
    { key: 'expires', title: t('tokens.expires'), dataIndex: 'expiresAt', render: formatDateTime },
    {
      key: 'lastUsed',
      title: t('tokens.lastUsed'),
      render: (_: unknown, row) =>
        row.lastUsedAt ? `${formatDateTime(row.lastUsedAt)} · ${row.lastUsedIp}` : t('tokens.neverUsed'),
    },
    {
      key: 'actions',
      title: t('tokens.actions'),
      render: (_: unknown, row) =>
        row.status === 'active' ? (
          <Button size="small" danger onClick={() => void revoke(row)}>
            {t('tokens.revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('tokens.hint')}</Typography.Text>
      <div>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('tokens.create')}
        </Button>
      </div>
      <Table
        rowKey="id"
        size="small"
        loading={query.isPending}
        dataSource={query.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('tokens.empty') }}
      />
      <Modal
        open={creating}
        title={t('tokens.create')}
        okText={t('tokens.createOk')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          name="accessToken"
          layout="vertical"
          initialValues={{ scopes: ['read'], expiresInDays: 30 }}
          onFinish={(values) => void create(values)}
        >
          <Form.Item
            name="name"
            label={t('tokens.name')}
            rules={[{ required: true, whitespace: true, message: translate('validation.nameEmpty', lang) }]}
          >
            <Input maxLength={ACCESS_TOKEN_NAME_MAX} placeholder={t('tokens.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={t('tokens.scopes')}
            rules={[{ required: true, type: 'array', min: 1, message: translate('token.scopesEmpty', lang) }]}
          >
            <Checkbox.Group>
              <Flex vertical gap={4}>
                {TOKEN_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope}>
                    <strong>{translate(`token.scope.${scope}`, lang)}</strong>
                    <Typography.Text type="secondary"> — {t(`tokens.scopeHint.${scope}`)}</Typography.Text>
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="expiresInDays" label={t('tokens.expiresIn')}>
            <Select
              options={ACCESS_TOKEN_DAY_CHOICES.map((days) => ({
                value: days,
                label: t('tokens.days', { count: days }),
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={created !== null}
        title={t('tokens.createdTitle')}
        okText={t('tokens.done')}
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        maskClosable={false}
        // Shown once: nothing of the token stays in the page once the dialog is closed.
        destroyOnHidden
      >
        {created && (
          <Flex vertical gap={12}>
            <Alert type="warning" showIcon title={translate('token.created', lang)} />
            <Typography.Paragraph
              code
              copyable={{ tooltips: [t('tokens.copy'), t('tokens.copied')] }}
              data-testid="new-token"
              style={{ wordBreak: 'break-all', marginBottom: 0 }}
            >
              {created.token}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {created.name} · {scopeTags(created.scopes)} · {t('tokens.expires')}{' '}
              {formatDateTime(created.expiresAt)}
            </Typography.Text>
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
