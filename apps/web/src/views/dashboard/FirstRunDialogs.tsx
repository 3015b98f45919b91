import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountsApi } from '../../api/account';
import { FLEET_KEY, groupOptionsQuery, tagOptionsQuery } from '../../components/fleet/queries';
import { lazyDialog } from '../../components/lazyDialog';
import { lookupTask, openTaskMonitor } from '../../components/notifications/taskLookup';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { FIRST_RUN_STEPS, type FirstRunStep } from './firstRunSteps';
import { dashboardKey } from './useDashboard';

// Each dialog is fetched when first opened, not with the control panel.
const RentDialog = lazyDialog(() => import('../devices/RentDialog'), 'open');
const ImportDialog = lazyDialog(() => import('../account/ImportDialog'), 'open');
const TagAssignDialog = lazyDialog(() => import('../../components/fleet/TagAssignDialog'), 'ids');
const BatchLoginWizard = lazyDialog(() => import('../devices/BatchLoginWizard'), 'open');

/** The accounts the tag step tags at most: the first page of untagged ones. */
const UNTAGGED_PAGE = { pageNo: 1, pageSize: 200 } as const;

const isStep = (v: string | null): v is FirstRunStep => FIRST_RUN_STEPS.includes(v as FirstRunStep);

/**
 * The dialogs of the getting-started steps, on the control panel: the rent dialog, the account
 * import (with the simulator's sample file), the tag dialog on the untagged accounts, the batch
 * login wizard prepared on the workspace's group and tag (it opens on its review step), and the
 * details of the newest successful task. `open(step)` opens one; so does `/dashboard?open=<step>`
 * (the help guide's links), once, and the parameter leaves the address.
 */
export function useFirstRunDialogs({
  succeededLogId,
  onSeen,
}: {
  succeededLogId: string | null;
  onSeen: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState<FirstRunStep | null>(null);
  const [untagged, setUntagged] = useState<number[] | null>(null);
  const [preset, setPreset] = useState<{ values: Record<string, unknown>; n: number } | null>(null);

  const changed = () => {
    void client.invalidateQueries({ queryKey: dashboardKey });
    void client.invalidateQueries({ queryKey: [FLEET_KEY] });
  };
  const close = () => setShown(null);

  const open = async (step: FirstRunStep) => {
    if (step === 'tag') {
      const page = await accountsApi.list({ labelId: null }, UNTAGGED_PAGE);
      const ids = page.list.map((a) => a.id);
      if (ids.length === 0) void message.info(t('firstRun.tag.nothing'));
      else setUntagged(ids);
      return;
    }
    if (step === 'task') {
      // The group holding devices and the tag holding accounts: the first of each.
      const [groups, tags] = await Promise.all([
        client.fetchQuery(groupOptionsQuery),
        client.fetchQuery(tagOptionsQuery('account')),
      ]);
      const group = groups.find((g) => g.deviceCount > 0);
      const tag = tags.find((x) => x.count > 0);
      setPreset((p) => ({
        n: (p?.n ?? 0) + 1,
        values: {
          name: t('firstRun.task.name'),
          ...(group ? { groupId: group.id } : {}),
          ...(tag ? { accountLabelIds: [tag.id] } : {}),
        },
      }));
      setShown('task');
      return;
    }
    if (step === 'result') {
      if (!succeededLogId) return;
      const found = await lookupTask(succeededLogId);
      if (!found.found) {
        void message.warning(t('notifications.taskDeleted'));
        return;
      }
      openTaskMonitor(found.task, 'batch_login');
      onSeen();
      return;
    }
    setShown(step);
  };

  const asked = params.get('open');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address that asks for a step
  useEffect(() => {
    if (!isStep(asked)) return;
    setParams(
      (p) => {
        p.delete('open');
        return p;
      },
      { replace: true },
    );
    void open(asked).catch(() => undefined);
  }, [asked]);

  const element = (
    <>
      <RentDialog
        open={shown === 'rent'}
        onClose={close}
        onRented={() => {
          close();
          changed();
        }}
      />
      <ImportDialog open={shown === 'import'} onClose={close} onImported={changed} />
      <TagAssignDialog
        kind="account"
        ids={untagged}
        assign={accountsApi.tag}
        onClose={() => setUntagged(null)}
        onTagged={changed}
      />
      {preset && (
        <BatchLoginWizard
          key={preset.n}
          open={shown === 'task'}
          onClose={() => {
            close();
            changed();
          }}
          preset={preset.values}
        />
      )}
    </>
  );
  return { open: (step: FirstRunStep) => void open(step).catch(() => undefined), element };
}
