import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import type { DashboardFirstRun } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, theme } from 'antd';
import { useEffect, useState } from 'react';
import { dashboardApi } from '../../api/dashboard';
import Panel from '../../components/Panel';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';
import { usePermissionStore } from '../../stores/permission';
import { useUserStore } from '../../stores/user';
import { readJson, WEB_STORAGE_KEYS, writeJson } from '../../utils/storage';
import { useFirstRunDialogs } from './FirstRunDialogs';
import {
  doneSteps,
  FIRST_RUN_SCREENS,
  FIRST_RUN_STEPS,
  type FirstRunMemory,
  type FirstRunStep,
  nextStep,
} from './firstRunSteps';
import { dashboardKey } from './useDashboard';
import './firstRun.css';

/** While a first task runs, how often the checklist asks whether it has succeeded. */
const WAITING_POLL_MS = 3_000;

/** What this browser remembers of the user's checklist, and how to add to it. */
function useMemory(userId: number | undefined) {
  const key = `${WEB_STORAGE_KEYS.firstRun}:${userId ?? 0}`;
  const [memory, setMemory] = useState<FirstRunMemory>(() => readJson<FirstRunMemory>(key) ?? {});
  const remember = (change: FirstRunMemory) => {
    const next = { ...(readJson<FirstRunMemory>(key) ?? {}), ...change };
    writeJson(key, next);
    setMemory(next);
  };
  return { memory, remember };
}

/**
 * The control panel's getting-started checklist (issue 38): rent devices, import accounts, tag
 * them, run a first task, see its result. Each step ticks from the workspace as it is
 * (GET /dashboard/firstRun) and opens its own dialog here (FirstRunDialogs; `?open=<step>` opens
 * one too, the help guide's links). Hidden for good once dismissed or done (remembered per user in
 * this browser). Its rows are drawn before the figures arrive, so the cards below never move.
 */
export default function FirstRun() {
  const userId = useUserStore((s) => s.user?.id);
  const { memory, remember } = useMemory(userId);
  const hidden = memory.dismissed === true || memory.done === true;
  const figures = useQuery({
    queryKey: [...dashboardKey, 'firstRun'],
    queryFn: dashboardApi.firstRun,
    staleTime: 10_000,
    refetchInterval: (q) => {
      const f = q.state.data;
      return f?.tasks && f.succeededLogId === null ? WAITING_POLL_MS : false;
    },
  });
  const dialogs = useFirstRunDialogs({
    succeededLogId: figures.data?.succeededLogId ?? null,
    onSeen: () => remember({ seen: true }),
  });
  const done = figures.data ? doneSteps(figures.data, memory) : null;
  const next = done ? nextStep(done) : null;

  useEffect(() => {
    if (!done || hidden) return;
    if (next === null) remember({ done: true });
    else if (!memory.started) remember({ started: true });
  });

  return (
    <>
      {!hidden && (
        <Checklist
          figures={figures.data}
          done={done}
          next={next}
          onOpen={dialogs.open}
          onDismiss={() => remember({ dismissed: true })}
        />
      )}
      {dialogs.element}
    </>
  );
}

interface ChecklistProps {
  figures: DashboardFirstRun | undefined;
  done: Record<FirstRunStep, boolean> | null;
  next: FirstRunStep | null;
  onOpen: (step: FirstRunStep) => void;
  onDismiss: () => void;
}

function Checklist({ figures, done, next, onOpen, onDismiss }: ChecklistProps) {
  const { t } = useTranslation();
  const roles = useUserStore((s) => s.roles);
  const permits = usePermissionStore((s) => s.permits);
  return (
    <Panel
      data-testid="first-run"
      title={
        <Flex justify="space-between" align="center" style={{ width: '100%' }}>
          <span>{t('firstRun.title')}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('firstRun.hide')}
            title={t('firstRun.hide')}
            onClick={onDismiss}
          />
        </Flex>
      }
      style={{ marginBottom: 16 }}
    >
      <Text type="secondary">{t('firstRun.intro')}</Text>
      <ol className="rf-first-run">
        {FIRST_RUN_STEPS.map((step, i) => (
          <StepRow
            key={step}
            step={step}
            index={i}
            done={done?.[step] ?? false}
            primary={next === step}
            allowed={roles.length === 0 || permits(FIRST_RUN_SCREENS[step])}
            waiting={step === 'result' && !!figures?.tasks && figures.succeededLogId === null}
            available={step !== 'result' || !!figures?.succeededLogId}
            onOpen={() => onOpen(step)}
          />
        ))}
      </ol>
    </Panel>
  );
}

interface StepRowProps {
  step: FirstRunStep;
  index: number;
  done: boolean;
  primary: boolean;
  allowed: boolean;
  waiting: boolean;
  /** Whether there is something to open yet (the result step: a task that succeeded). */
  available: boolean;
  onOpen: () => void;
}

function StepRow({ step, index, done, primary, allowed, waiting, available, onOpen }: StepRowProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const action = done ? (
    <Text type="secondary">{t('firstRun.done')}</Text>
  ) : !allowed ? (
    <Text type="secondary">{t('firstRun.notYourRole')}</Text>
  ) : waiting ? (
    <Text type="secondary">{t('firstRun.waiting')}</Text>
  ) : (
    <Button type={primary ? 'primary' : 'default'} onClick={onOpen} disabled={!available}>
      {t(`firstRun.${step}.action`)}
    </Button>
  );
  return (
    <li className="rf-first-run-step" data-step={step} data-done={done || undefined}>
      <span
        className="rf-first-run-mark"
        aria-hidden
        style={
          done
            ? { color: token.colorSuccess, fontSize: 24 }
            : { border: `1px solid ${token.colorBorder}`, color: token.colorTextSecondary }
        }
      >
        {done ? <CheckCircleFilled /> : index + 1}
      </span>
      <div className="rf-first-run-text">
        <div className="rf-first-run-title">{t(`firstRun.${step}.title`)}</div>
        <Text type="secondary">{t(`firstRun.${step}.text`)}</Text>
      </div>
      <div className="rf-first-run-action">{action}</div>
    </li>
  );
}
