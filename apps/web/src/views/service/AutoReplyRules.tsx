import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SERVICE_KEYWORDS_MAX,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  type ServiceRule,
  translate,
} from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Popconfirm, Radio, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { serviceApi } from '../../api/service';
import FormDialog from '../../components/list/FormDialog';
import Table from '../../components/list/LazyTable';
import TagsInput from '../../components/TagsInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { rulesKey } from './AutoReply';
import ReplyFields from './ReplyFields';

interface RuleForm {
  kind: ServiceKind;
  keywords: string[];
  source: 'text' | 'material';
  text?: string;
  materialId?: number;
  enabled: boolean;
}

/** The auto-reply rules: keywords (none: every message) and the reply, typed or a text material. */
export default function AutoReplyRules() {
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
