import type { AuditItem } from '@reelfleet/contract';
import { Descriptions, Drawer, Tag } from 'antd';
import { endpointSummary } from '../../api/summary';
import { formatDateTime } from '../../components/fleet/format';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';
import { changesOf } from './changes';
import { Outcome } from './Outcome';
import { actionText, targetText } from './words';

/** One audit entry in full: what, who, where, how it ended, the fields it changed and the request it sent. */
export default function AuditDrawer({ entry, onClose }: { entry: AuditItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const e = entry;
  const changes = e ? changesOf(e.before, e.after) : null;
  return (
    <Drawer
      open={e !== null}
      onClose={onClose}
      title={e ? actionText(e) : ''}
      size={560}
      rootClassName="rf-audit-drawer"
    >
      {e && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'time', label: t('audit.time'), children: formatDateTime(e.time) },
              {
                key: 'actor',
                label: t('audit.actor'),
                children: (
                  <span className="rf-audit-actor">
                    {e.actorName || '—'} <Tag>{t(`audit.role.${e.actorRole}`)}</Tag>
                  </span>
                ),
              },
              ...(e.workspaceId !== null
                ? [
                    {
                      key: 'ws',
                      label: t('audit.workspace'),
                      children: e.workspaceName ?? `#${e.workspaceId}`,
                    },
                  ]
                : []),
              { key: 'target', label: t('audit.target'), children: targetText(e) || '—' },
              { key: 'outcome', label: t('audit.outcome'), children: <Outcome entry={e} /> },
              {
                key: 'request',
                label: t('audit.request'),
                children: (
                  <>
                    <Text code>{e.action}</Text>
                    {endpointSummary(e.action) && (
                      <div>
                        <Text type="secondary">{endpointSummary(e.action)}</Text>
                      </div>
                    )}
                  </>
                ),
              },
              { key: 'ip', label: t('audit.ip'), children: e.ip },
            ]}
          />
          {changes && changes.length > 0 && (
            <section className="rf-audit-section">
              <h3>{t('audit.change')}</h3>
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
            </section>
          )}
          {e.before && <Json title={t('audit.before')} text={e.before} />}
          {e.after && <Json title={t('audit.sent')} text={e.after} />}
        </>
      )}
    </Drawer>
  );
}

function Json({ title, text }: { title: string; text: string }) {
  return (
    <section className="rf-audit-section">
      <h3>{title}</h3>
      <pre className="rf-audit-json">{pretty(text)}</pre>
    </section>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text; // cut at AUDIT_SUMMARY_MAX: no longer JSON
  }
}
