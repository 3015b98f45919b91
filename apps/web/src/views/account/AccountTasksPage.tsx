import {
  type ImplementedSubtype,
  newTaskLabel,
  TASK_SUBTYPE_LABELS,
  TASK_TYPE_OF,
} from '@reelfleet/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { label } from '../../components/fleet/format';
import { addAction } from '../../components/list/RowActions';
import PageContainer from '../../components/PageContainer';
import { taskWizard } from '../../components/tasks/kinds';
import TaskList from '../../components/tasks/TaskList';
import { useTranslation } from '../../i18n/useTranslation';
import './accountTasks.css';

/** Spec 2 "Task Management": the account tasks gathered on one screen, maintenance first. */
const ACCOUNT_TASK_KINDS = [
  'maintenance',
  'batch_login',
  'signup',
  'batch_modify_profile',
  'business_account',
] as const satisfies readonly ImplementedSubtype[];
type Kind = (typeof ACCOUNT_TASK_KINDS)[number];
const isKind = (v: string | null): v is Kind => ACCOUNT_TASK_KINDS.includes(v as Kind);

/**
 * Account tasks (/account/rest): maintenance (nurturing), batch login,
 * registration, profile edits and enterprise switches, one kind at a time
 * (`?kind=`), each with its list and its wizard.
 */
export default function AccountTasksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: Kind = isKind(params.get('kind')) ? (params.get('kind') as Kind) : 'maintenance';
  const [creating, setCreating] = useState<Kind | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<Kind>>(new Set());
  return (
    <PageContainer title={t('route.accountTasks')}>
      <Segmented<Kind>
        className="rf-task-kinds"
        style={{ marginBottom: 16, maxWidth: '100%' }}
        value={kind}
        onChange={(k) => setParams(k === 'maintenance' ? {} : { kind: k }, { replace: true })}
        options={ACCOUNT_TASK_KINDS.map((k) => ({ value: k, label: label(TASK_SUBTYPE_LABELS[k]) }))}
        data-testid="account-task-kinds"
      />
      <TaskList
        key={kind}
        type={TASK_TYPE_OF[kind]}
        subtype={kind}
        actions={[
          addAction(t(newTaskLabel(kind)), () => {
            setLoaded((s) => new Set([...s, kind]));
            setCreating(kind);
          }),
        ]}
      />
      {[...loaded].map((k) => {
        const Wizard = taskWizard(k);
        return <Wizard key={k} open={creating === k} onClose={() => setCreating(null)} />;
      })}
    </PageContainer>
  );
}
