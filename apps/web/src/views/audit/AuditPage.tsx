import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT_LOGIN_FAILED, type AuditItem, type AuditQueryBody } from '@reelfleet/contract';
import { Button, Popover, Tag } from 'antd';
import Badge from 'antd/es/badge/Badge';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { auditApi } from '../../api/audit';
import { endpointSummary } from '../../api/summary';
import { DaysFilter } from '../../components/fleet/DaysFilter';
import { type DayRange, dayRange } from '../../components/fleet/dayRange';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime } from '../../components/fleet/format';
import { TextFilter, textOrUnset } from '../../components/fleet/textFilter';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import { saveExport } from '../resource/exportText';
import './audit.css';
import { useFeedback } from '../../utils/feedback';
import { changesOf, type FieldChange } from './changes';

type FilterValues = {
  range?: DayRange;
  actor?: string;
  action?: string;
  target?: string;
};

/** A before/after summary: its first characters, the whole JSON on hover or focus. */
function Summary({ label, text }: { label: string; text: string }) {
  return (
    <Popover
      content={<pre className="rf-audit-json">{pretty(text)}</pre>}
      trigger={['hover', 'focus']}
      placement="left"
    >
      <button type="button" className="rf-audit-summary">
        <Text type="secondary">{label} </Text>
        <Text code>{text.length > 40 ? `${text.slice(0, 40)}…` : text}</Text>
      </button>
    </Popover>
  );
}

/** An update of one row: each field it changed, "field: was → now" (the table of them on hover or focus). */
function FieldChanges({ changes, entry }: { changes: FieldChange[]; entry: AuditItem }) {
  const { t } = useTranslation();
  const table = (
    <table className="rf-audit-diff">
      <thead>
        <tr>
          <th>{t('audit.field')}</th>
          <th>{t('audit.before')}</th>
          <th>{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field}>
            <td>{c.field}</td>
            <td>{c.before}</td>
            <td>{c.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Popover
      content={
        <>
          {table}
          <Text type="secondary">{t('audit.before')}</Text>
          <pre className="rf-audit-json">{pretty(entry.before ?? '')}</pre>
        </>
      }
      trigger={['hover', 'focus']}
      placement="left"
    >
      <button type="button" className="rf-audit-summary">
        {changes.slice(0, 2).map((c) => (
          <span key={c.field} className="rf-audit-change">
            <Text type="secondary">{c.field}: </Text>
            <Text deleted>{cutShort(c.before)}</Text>
            {' → '}
            <Text code>{cutShort(c.after)}</Text>
          </span>
        ))}
        {changes.length > 2 && (
          <Text type="secondary">{t('audit.moreFields', { count: changes.length - 2 })}</Text>
        )}
      </button>
    </Popover>
  );
}

const cutShort = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/**
 * The change column: for an update of one row, the fields it changed (was →
 * now); otherwise what the rows were (when the service read them) and what
 * the request sent.
 */
function Change({ entry }: { entry: AuditItem }) {
  const { t } = useTranslation();
  if (!entry.before && !entry.after) return <Text type="secondary">—</Text>;
  const changes = changesOf(entry.before, entry.after);
  if (changes?.length) return <FieldChanges changes={changes} entry={entry} />;
  return (
    <>
      {entry.before && <Summary label={t('audit.before')} text={entry.before} />}
      {entry.after && <Summary label={t('audit.after')} text={entry.after} />}
    </>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text; // cut at AUDIT_SUMMARY_MAX: no longer JSON
  }
}

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
    {
      key: 'action',
      title: t('audit.action'),
      dataIndex: 'action',
      render: (v: string) =>
        v === AUDIT_LOGIN_FAILED ? (
          // A dot and plain text: antd's red preset tag falls below AA contrast in the light theme.
          <Badge status="error" text={t('audit.loginFailed')} />
        ) : (
          <Text code title={endpointSummary(v)}>
            {v}
          </Text>
        ),
    },
    { key: 'target', title: t('audit.target'), dataIndex: 'target', render: (v: string) => v || '—' },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
    { key: 'change', title: t('audit.change'), render: (_: unknown, e) => <Change entry={e} /> },
  ];

  return (
    <ListPage
      title={isAdmin ? t('route.adminAudit') : t('route.userAudit')}
      list={list}
      columns={columns}
      emptyText={t(list.filtered ? 'audit.noMatch' : 'audit.empty')}
      selectable={false}
      scrollBox
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
    />
  );
}
