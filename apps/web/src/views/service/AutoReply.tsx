import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SERVICE_KEYWORDS_MAX,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  type ServiceRule,
  translate,
} from '@reelfleet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Popconfirm, Radio, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_KEY, serviceApi } from '../../api/service';
import FormDialog from '../../components/list/FormDialog';
import Table from '../../components/list/LazyTable';
import TagsInput from '../../components/TagsInput';
import { currentLang } from '../../i18n';
import { useFeedback } from '../../utils/feedback';
import ReplyFields from './ReplyFields';

const settingsKey = [SERVICE_KEY, 'settings'];
const rulesKey = [SERVICE_KEY, 'rules'];

/** The message box's switches, kept on the server: the engine answers by them. */
export function AutoReplySwitches({ layout = 'vertical' }: { layout?: 'vertical' | 'inline' }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: serviceApi.settings });
  const rules = useQuery({ queryKey: rulesKey, queryFn: serviceApi.rules });
  const change = useMutation({
    mutationFn: serviceApi.updateSettings,
    onSuccess: async (data, body) => {
      client.setQueryData(settingsKey, data);
      const on = body.autoComments ?? body.autoChats;
      void message.success(t(on ? 'service.autoReplyOn' : 'service.autoReplyOff'));
    },
  });
  const switches = [
    ['autoComments', 'messageBox.autoReplyComments', 'comment'],
    ['autoChats', 'messageBox.autoReplyChats', 'chat'],
  ] as const;
  return (
    <Flex vertical={layout === 'vertical'} gap={layout === 'vertical' ? 8 : 16} wrap>
      {switches.map(([field, label, kind]) => {
        const count = (rules.data ?? []).filter((r) => r.kind === kind && r.enabled).length;
        return (
          <Flex key={field} gap={8} align="center" justify="space-between">
            <span id={`auto-reply-${field}`}>{t(label)}</span>
            <Switch
              aria-labelledby={`auto-reply-${field}`}
              checked={settings.data?.[field] ?? false}
              loading={settings.isLoading || change.isPending}
              onChange={(on) => change.mutate({ [field]: on })}
            />
            {settings.data?.[field] && rules.data && count === 0 && (
              <Typography.Text type="warning">{t('service.noRulesYet')}</Typography.Text>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}

interface RuleForm {
  kind: ServiceKind;
  keywords: string[];
  source: 'text' | 'material';
  text?: string;
  materialId?: number;
  enabled: boolean;
}

/** The auto-reply rules: keywords (none: every message) and the reply, typed or a text material. */
export function AutoReplyRules() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const lang = currentLang();
  const rules = useQuery({ queryKey: rulesKey, queryFn: serviceApi.rules });
  const [editing, setEditing] = useState<ServiceRule | 'new' | null>(null);
  const [form] = Form.useForm<RuleForm>();
  const kind = Form.useWatch('kind', form) ?? 'comment';
  const source = Form.useWatch('source', form) ?? 'text';
  const refresh = () => client.invalidateQueries({ queryKey: rulesKey });
  const remove = async (rule: ServiceRule) => {
    await serviceApi.removeRule(rule.id);
    void message.success(t('service.ruleDeleted'));
    await refresh();
  };
  const toggle = async (rule: ServiceRule, enabled: boolean) => {
    await serviceApi.updateRule({
      id: rule.id,
      kind: rule.kind,
      keywords: rule.keywords,
      ...(rule.materialId ? { materialId: rule.materialId } : { text: rule.text }),
      enabled,
    });
    void message.success(t(enabled ? 'service.ruleEnabled' : 'service.ruleDisabled'));
    await refresh();
  };
  const columns: ColumnsType<ServiceRule> = [
    {
      key: 'kind',
      title: t('service.kind'),
      dataIndex: 'kind',
      render: (v: ServiceKind) => <Tag>{translate(SERVICE_KIND_LABELS[v], lang)}</Tag>,
    },
    {
      key: 'keywords',
      title: t('service.keywords'),
      dataIndex: 'keywords',
      render: (words: string[]) =>
        words.length ? (
          words.map((w) => <Tag key={w}>{w}</Tag>)
        ) : (
          <Typography.Text type="secondary">{t('service.anyMessage')}</Typography.Text>
        ),
    },
    {
      key: 'reply',
      title: t('service.reply'),
      render: (_, r) => (r.materialId ? `${t('service.material')}: ${r.materialName ?? '—'}` : r.text),
    },
    {
      key: 'enabled',
      title: t('service.enabled'),
      dataIndex: 'enabled',
      render: (on: boolean, r) => (
        <Switch
          size="small"
          checked={on}
          aria-label={t('service.enabled')}
          onChange={(v) => void toggle(r, v)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('service.editRule')}
            onClick={() => setEditing(r)}
          />
          <Popconfirm title={t('service.deleteRuleConfirm')} onConfirm={() => remove(r)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('service.deleteRule')} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <div data-testid="auto-reply-rules">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }} wrap gap={8}>
        <Typography.Text type="secondary">{t('service.rulesHint')}</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('service.addRule')}
        </Button>
      </Flex>
      <Table<ServiceRule>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('service.noRules') }}
      />
      <FormDialog<RuleForm>
        open={editing !== null}
        form={form}
        title={t(current ? 'service.editRule' : 'service.addRule')}
        fields={['kind', 'keywords', 'text', 'materialId']}
        initialValues={
          current
            ? {
                kind: current.kind,
                keywords: current.keywords,
                source: current.materialId ? 'material' : 'text',
                text: current.text,
                materialId: current.materialId ?? undefined,
                enabled: current.enabled,
              }
            : { kind: 'comment', keywords: [], source: 'text', enabled: true }
        }
        onClose={() => setEditing(null)}
        submit={async (v) => {
          const body = {
            kind: v.kind,
            keywords: v.keywords ?? [],
            enabled: v.enabled,
            ...(v.source === 'material' ? { materialId: v.materialId ?? null } : { text: v.text ?? '' }),
          };
          if (current) await serviceApi.updateRule({ ...body, id: current.id });
          else await serviceApi.addRule(body);
          void message.success(t(current ? 'service.ruleSaved' : 'service.ruleAdded'));
          setEditing(null);
          await refresh();
        }}
      >
        <Form.Item name="kind" label={t('service.kind')}>
          <Radio.Group
            optionType="button"
            options={SERVICE_KINDS.map((k) => ({ value: k, label: translate(SERVICE_KIND_LABELS[k], lang) }))}
          />
        </Form.Item>
        <Form.Item name="keywords" label={t('service.keywords')} extra={t('service.keywordsHint')}>
          <TagsInput maxCount={SERVICE_KEYWORDS_MAX} />
        </Form.Item>
        <ReplyFields kind={kind} source={source} />
        <Form.Item name="enabled" label={t('service.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
