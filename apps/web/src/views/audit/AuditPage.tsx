import { DownloadOutlined, ProfileOutlined } from '@ant-design/icons';
import type { AuditItem, AuditQueryBody } from '@reelfleet/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { auditApi } from '../../api/audit';
import { DaysFilter } from '../../components/fleet/DaysFilter';
import { type DayRange, dayRange } from '../../components/fleet/dayRange';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime } from '../../components/fleet/format';
import { TextFilter, textOrUnset } from '../../components/fleet/textFilter';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { actionsColumn } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import { saveExport } from '../resource/exportText';
import './audit.css';
import { useFeedback } from '../../utils/feedback';
import { Outcome } from './Outcome';
import { actionText, targetText } from './words';

const AuditDrawer = lazyDialog(
  () => import('./AuditDrawer'),
  (p: { entry: AuditItem | null }) => p.entry !== null,
);

type FilterValues = {
  range?: DayRange;
  actor?: string;
  action?: string;
  target?: string;
};

/**
 * The audit trail (/user/audit for an owner, /admin/audit for the admin):
 * every write, newest first, with who, role, workspace, action, target,
 * before/after and address; filters by time, who, action and target; the
 * filtered entries export as a text file. Nothing here edits an entry.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const [exporting, setExporting] = useState(false);
  const [shown, setShown] = useState<AuditItem | null>(null);
  const list = usePagedList<AuditQueryBody, AuditItem>({ key: ['audit'], fetch: auditApi.list });

  const search = (v: FilterValues) => {
    const [startTime, endTime] = dayRange(v.range);
    const [actor, action, target] = [v.actor, v.action, v.target].map(textOrUnset);
    list.search({ startTime, endTime, actor, action, target });
  };

  const exportEntries = async () => {
    setExporting(true);
    try {
      const file = await auditApi.exportText(list.filter);
      saveExport(file);
      void message.success(t('audit.exported', { count: file.count }));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<AuditItem> = [
    { key: 'time', title: t('audit.time'), dataIndex: 'time', render: formatDateTime, width: 170 },
    {
      key: 'actor',
      title: t('audit.actor'),
      render: (_: unknown, e) => (
        <span className="rf-audit-actor">
          <span>{e.actorName || '—'}</span>
          {/* Plain: antd's coloured preset tags fall below AA contrast in one theme or the other. */}
          <Tag>{t(`audit.role.${e.actorRole}`)}</Tag>
          {e.tokenId !== null && (
            <Tag title={t('audit.viaTokenTitle', { id: e.tokenId })}>
              {t('audit.viaToken', { name: e.tokenName })}
            </Tag>
          )}
        </span>
      ),
    },
    ...(isAdmin
      ? [
          {
            key: 'workspace',
            title: t('audit.workspace'),
            render: (_: unknown, e: AuditItem) =>
              e.workspaceId === null ? '—' : (e.workspaceName ?? `#${e.workspaceId}`),
          },
        ]
      : []),
    // What happened, to what, and how it ended, in words; the request itself in the drawer.
    { key: 'action', title: t('audit.action'), render: (_: unknown, e) => actionText(e) },
    { key: 'target', title: t('audit.target'), render: (_: unknown, e) => targetText(e) || '—' },
    { key: 'status', title: t('audit.outcome'), render: (_: unknown, e) => <Outcome entry={e} /> },
    actionsColumn(t, (e: AuditItem) => [
      { key: 'details', label: t('audit.details'), icon: <ProfileOutlined />, onClick: () => setShown(e) },
    ]),
  ];

  return (
    <ListPage
      title={isAdmin ? t('route.adminAudit') : t('route.userAudit')}
      list={list}
      columns={columns}
      emptyText={t(list.filtered ? 'audit.noMatch' : 'audit.empty')}
      selectable={false}
      testId="audit-list"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={list.total === 0}
          onClick={() => void exportEntries()}
        >
          {t('audit.export')}
        </Button>
      }
      filters={
        <FilterBar<FilterValues> onSearch={search}>
          <DaysFilter name="range" label="audit.timeRange" from="finance.startDate" to="finance.endDate" />
          <TextFilter name="actor" label="audit.actor" width={160} />
          <TextFilter name="action" label="audit.action" hint="audit.actionHint" width={200} />
          <TextFilter name="target" label="audit.target" hint="audit.targetHint" width={180} />
        </FilterBar>
      }
    >
      <AuditDrawer entry={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
