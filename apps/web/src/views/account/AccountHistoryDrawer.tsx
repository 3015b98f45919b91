import {
  ACCOUNT_RISK_LABELS,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_TYPE_LABELS,
  type AccountHistoryEntry,
  type AccountItem,
} from '@reelfleet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Pagination, Skeleton, Timeline, theme } from 'antd';
import { useState } from 'react';
import { accountsApi } from '../../api/account';
import { formatDateTime, label } from '../../components/fleet/format';
import { FIRST_PAGE } from '../../components/list/pageState';
import { lookupTask, openTaskMonitor } from '../../components/notifications/taskLookup';
import { statusLabel, subtypeLabel } from '../../components/tasks/labels';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/useTranslation';
import { useIsMobile } from '../../layout/useIsMobile';

type Tone = 'green' | 'red' | 'blue' | 'gray' | 'orange';

/** One line of the timeline in words, and its colour (how it went). */
function lineOf(e: AccountHistoryEntry, t: TFunction): { text: string; tone: Tone } {
  const d = e.detail as Record<string, unknown>;
  const to = String(d.to ?? '');
  switch (e.kind) {
    case 'created':
      return {
        text: t(d.registered ? 'accounts.history.registered' : 'accounts.history.imported'),
        tone: 'blue',
      };
    case 'login':
      return { text: t('accounts.history.login', { count: Number(d.fans ?? 0) }), tone: 'green' };
    case 'fansLook':
      return { text: t('accounts.history.fansLook', { count: Number(d.fans ?? 0) }), tone: 'gray' };
    case 'status':
      return {
        text: t('accounts.history.status', { to: label(ACCOUNT_STATUS_LABELS[to as AccountItem['status']]) }),
        tone: to === 'banned' ? 'red' : 'orange',
      };
    case 'risk':
      return {
        text: t('accounts.history.risk', { to: label(ACCOUNT_RISK_LABELS[to as AccountItem['risk']]) }),
        tone: 'orange',
      };
    case 'type':
      return {
        text: t('accounts.history.type', { to: label(ACCOUNT_TYPE_LABELS[to as AccountItem['type']]) }),
        tone: 'blue',
      };
    case 'profile': {
      const fields = (Array.isArray(d.fields) ? d.fields : []).map((f) =>
        t(`lifecycle.profile.${String(f)}`),
      );
      return { text: t('accounts.history.profile', { fields: fields.join(', ') }), tone: 'blue' };
    }
    case 'task': {
      const task = e.task;
      if (!task) return { text: t('accounts.history.taskGone'), tone: 'gray' };
      const parts = [
        t('accounts.history.succeeded', { count: task.success }),
        ...(task.failed > 0 ? [t('accounts.history.failed', { count: task.failed })] : []),
        ...(task.waiting > 0 ? [t('accounts.history.waiting', { count: task.waiting })] : []),
      ];
      return {
        text: `${subtypeLabel(task.subtype)} "${task.name}" · ${statusLabel(task.status)} · ${parts.join(', ')}`,
        tone: task.failed > 0 ? 'red' : task.waiting > 0 ? 'gray' : 'green',
      };
    }
  }
}

/**
 * An account's history (docs/lifecycle.md "Account history"): one timeline,
 * newest first and paged, of what happened to it: it came in, the tasks that
 * worked on it and how they went (a click opens the task), logins with the
 * follower count then, status, risk and type changes, profile edits.
 */
export default function AccountHistoryDrawer({
  account,
  onClose,
}: {
  account: AccountItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const [page, setPage] = useState({ ...FIRST_PAGE, pageSize: 20 });
  const query = useQuery({
    queryKey: ['accounts', 'history', account?.id, page],
    queryFn: () => accountsApi.history(account!.id, page),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
  const data = query.data;

  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      title={account ? t('accounts.history.of', { account: account.account }) : t('accounts.history.title')}
      size={mobile ? '100%' : 560}
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon title={(query.error as Error).message} />}
      {!data && query.isLoading && <Skeleton active />}
      {data && (
        <div data-testid="account-history" aria-busy={query.isFetching}>
          <Timeline
            items={data.list.map((e, i) => {
              const { text, tone } = lineOf(e, t);
              const task = e.task;
              return {
                key: `${e.kind}-${e.at}-${i}`,
                color: tone,
                content: (
                  <div data-testid={`history-${e.kind}`}>
                    <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                      {formatDateTime(e.at)}
                    </div>
                    {task ? (
                      <Button
                        type="link"
                        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                        onClick={() =>
                          void lookupTask(task.logId).then((r) => {
                            if (r.found) openTaskMonitor(r.task, null);
                          })
                        }
                      >
                        {text}
                      </Button>
                    ) : (
                      <div>{text}</div>
                    )}
                  </div>
                ),
              };
            })}
          />
          {data.total > page.pageSize && (
            <Pagination
              size="small"
              current={data.pageNo}
              pageSize={data.pageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={(pageNo) => setPage((p) => ({ ...p, pageNo }))}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}
