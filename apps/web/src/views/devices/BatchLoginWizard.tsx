import { type DeviceItem, translate } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Spin, Tag } from 'antd';
import { lazy, useState } from 'react';
import { accountsApi } from '../../api/account';
import { devicesApi } from '../../api/devices';
import type { RequestOptions } from '../../api/request';
import { createTask } from '../../api/tasks';
import { GroupSelect } from '../../components/fleet/pickers';
import { TASKS_KEY } from '../../components/tasks/queryKeys';
import { ACCOUNT_FIELDS } from '../../components/tasks/wizard/AccountTagsField';
import {
  type CommonValues,
  commonBody,
  confirmStep,
  settingsStep,
  TaskNameField,
} from '../../components/tasks/wizard/commonSteps';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/settings';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { choiceRule } from '../../utils/formRules';
import { type LoginFile, resolveAccountIds } from './loginAccounts';

// The accounts step, fetched when it is first reached (the login TXT stays here, in the wizard).
const LoginAccounts = lazy(() => import('../../components/tasks/wizard/steps/LoginAccounts'));

type Source = 'tags' | 'file';
type Values = CommonValues & { groupId: number; source: Source };

/** A group's devices shown at once (the server uses every free one). */
const DEVICE_PAGE = { pageNo: 1, pageSize: 200 } as const;

/** Free devices of a group: idle, and neither banned nor in arrears (what the engine logs into). */
function useFreeDevices(groupId: number | undefined) {
  return useQuery({
    queryKey: [TASKS_KEY, 'freeDevices', groupId],
    queryFn: () => devicesApi.list({ groupId, use: 'idle' }, DEVICE_PAGE),
    enabled: groupId !== undefined,
    select: (page) => ({
      devices: page.list.filter((d: DeviceItem) => d.status !== 'banned' && d.status !== 'arrears'),
      more: page.total > page.list.length,
    }),
  });
}

/** The batch login body of the wizard's values; the accounts of a TXT are known once it is imported. */
const toBody = (v: Partial<Values>, accountIds?: number[]) => ({
  ...commonBody(v, accountIds),
  groupId: v.groupId,
});

/** Batch login wizard (spec 2, 5): a group's free devices, accounts by tags or a TXT, settings, confirm. */
export default function BatchLoginWizard(props: KindWizardProps) {
  const chosen = props.accountIds;
  const { t } = useTranslation();
  const lang = currentLang();
  const [loginFile, setLoginFile] = useState<LoginFile | null>(null);
  const fromFileOf = (v: Partial<Values> | undefined) => !chosen?.length && v?.source === 'file';
  const { values, quote, frame } = useWizardInput<Values>(
    'batch_login',
    props,
    toBody,
    (v) => !fromFileOf(v),
  );
  const source = values?.source ?? 'tags';
  const free = useFreeDevices(values?.groupId);
  const fromFile = fromFileOf(values);
  const accountCount = fromFile ? loginFile?.accounts.length : quote.data?.accounts;
  const freeCount = free.data?.devices.length;

  const submit = async (v: Values, confirmed: RequestOptions) => {
    // From a file the accounts are imported first: the quote did not see them, so it binds nothing.
    if (!fromFile) return createTask('batch_login', toBody(v, chosen), confirmed);
    const report = await accountsApi.upload(loginFile!.file, null, { silent: true });
    const accountIds = await resolveAccountIds(loginFile!.accounts, report.accepted);
    return createTask('batch_login', { ...toBody(v), accountLabelIds: undefined, accountIds });
  };

  const fileBlocker = !loginFile
    ? t('tasks.upload.required')
    : loginFile.accounts.length === 0
      ? t('tasks.upload.noValidLines')
      : null;

  const steps = [
    {
      key: 'devices',
      title: t('tasks.wizard.devices'),
      fields: ['name', 'groupId'],
      bodyFields: ['name', 'groupId'],
      blocker: freeCount === 0 ? translate('device.noFreeInGroup', lang) : null,
      content: (
        <>
          <TaskNameField />
          <Form.Item
            name="groupId"
            label={t('tasks.field.group')}
            rules={[choiceRule('selection.groups', lang)]}
          >
            <GroupSelect placeholder={t('tasks.placeholder.group')} />
          </Form.Item>
          {values?.groupId !== undefined &&
            (free.isFetching && !free.data ? (
              <Spin />
            ) : freeCount === 0 ? (
              <Alert
                type="warning"
                showIcon
                data-testid="free-devices"
                title={translate('device.noFreeInGroup', lang)}
              />
            ) : (
              <div data-testid="free-devices">
                <div style={{ marginBottom: 8 }}>
                  {t('tasks.freeDevices', { count: freeCount ?? 0 })}
                  {free.data?.more ? ` ${t('tasks.freeDevicesMore')}` : ''}
                </div>
                <Flex gap={4} wrap style={{ maxHeight: 160, overflow: 'auto' }}>
                  {free.data?.devices.map((d) => (
                    <Tag key={d.id} style={{ marginInlineEnd: 0 }}>
                      {d.name}
                    </Tag>
                  ))}
                </Flex>
              </div>
            ))}
        </>
      ),
    },
    {
      key: 'accounts',
      title: t('tasks.wizard.accounts'),
      fields: source === 'tags' ? ['source', 'accountLabelIds'] : ['source'],
      bodyFields: ACCOUNT_FIELDS,
      blocker: fromFile ? fileBlocker : null,
      content: (
        <LoginAccounts quote={quote} chosen={chosen} loginFile={loginFile} onLoginFile={setLoginFile} />
      ),
    },
    settingsStep(t),
    confirmStep(t, {
      values,
      quote,
      items: [{ key: 'devices', label: t('tasks.field.freeDevices'), children: freeCount ?? '—' }],
      accounts: accountCount,
      cost: fromFile ? (
        <Alert type="info" showIcon title={t('tasks.cost.afterImport', { count: accountCount ?? 0 })} />
      ) : undefined,
    }),
  ];

  return (
    <TaskWizard<Values>
      {...frame}
      initialValues={{ ...SETTINGS_DEFAULTS, source: 'tags' }}
      steps={steps}
      submit={submit}
      onSubmitted={() => setLoginFile(null)}
    />
  );
}
