import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SERVICE_KIND_LABELS, type ServiceKind, type ServiceRule, translate } from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { serviceApi } from '../../api/service';
import { lazyDialog } from '../../components/lazyDialog';
import Table from '../../components/list/LazyTable';
import Text from '../../components/Text';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { rulesKey } from './AutoReply';

// The rule editor (antd's Form, the keywords' Select, the reply's fields), fetched when first opened.
const RuleDialog = lazyDialog(
  () => import('./RuleDialog'),
  (p: { rule: unknown }) => p.rule !== null,
);

/** The auto-reply rules: keywords (none: every message) and the reply, typed or a text material. */
export default function AutoReplyRules() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const lang = currentLang();
  const rules = useQuery({ queryKey: rulesKey, queryFn: serviceApi.rules });
  const [editing, setEditing] = useState<ServiceRule | 'new' | null>(null);
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
          <Text type="secondary">{t('service.anyMessage')}</Text>
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
  return (
    <div data-testid="auto-reply-rules">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }} wrap gap={8}>
        <Text type="secondary">{t('service.rulesHint')}</Text>
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
      <RuleDialog rule={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
