import { InboxOutlined } from '@ant-design/icons';
import { batchLoginTaskBody, type DeviceItem, translate, UPLOAD_LIMITS } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Descriptions, Flex, Form, Input, Radio, Spin, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/account';
import { devicesApi } from '../../api/devices';
import { createTask } from '../../api/tasks';
import { label } from '../../components/fleet/format';
import { GroupSelect } from '../../components/fleet/pickers';
import { modeLabel } from '../../components/tasks/labels';
import { TASKS_KEY } from '../../components/tasks/queryKeys';
import AccountTagsField, { ACCOUNT_FIELDS } from '../../components/tasks/wizard/AccountTagsField';
import CostSummary from '../../components/tasks/wizard/CostSummary';
import SettingsFields, {
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
  settingsOf,
} from '../../components/tasks/wizard/SettingsFields';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useTaskQuote } from '../../components/tasks/wizard/useTaskQuote';
import { currentLang } from '../../i18n';
import { zodRule } from '../../utils/formRules';
import { type LoginFile, parseLoginText, resolveAccountIds } from './loginAccounts';

type Source = 'tags' | 'file';
type Values = typeof SETTINGS_DEFAULTS & {
  name: string;
  groupId: number;
  source: Source;
  accountLabelIds?: number[];
};

const shape = batchLoginTaskBody.shape;
/** A group's devices shown at once (the server uses every free one). */
const DEVICE_PAGE = { pageNo: 1, pageSize: 200 } as const;
const SHOWN_REJECTED = 5;

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

/** Batch login wizard (spec 2, 5): a group's free devices, accounts by tags or a TXT, settings, confirm. */
/** The batch login body of the wizard's values; the accounts of a TXT are known once it is imported. */
function toBody(v: Partial<Values>, accountIds?: number[]) {
  return {
    name: v.name,
    groupId: v.groupId,
    ...(accountIds?.length ? { accountIds } : { accountLabelIds: v.accountLabelIds ?? [] }),
    ...settingsOf(v),
  };
}

export default function BatchLoginWizard({ open, onClose, accountIds: chosen }: KindWizardProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const source = values?.source ?? 'tags';
  const free = useFreeDevices(values?.groupId);
  const [loginFile, setLoginFile] = useState<LoginFile | null>(null);
  const fromFile = !chosen?.length && source === 'file';
  const quote = useTaskQuote('batch_login', open && values && !fromFile ? toBody(values, chosen) : null);
  const accountCount = fromFile ? loginFile?.accounts.length : quote.data?.accounts;
  const freeCount = free.data?.devices.length;

  const pickFile = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.txt') || (file.type && file.type !== 'text/plain')) {
      void message.error(t('tasks.upload.txtOnly'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_LIMITS.txtBytes) {
      void message.error(t('tasks.upload.tooLarge', { mb: UPLOAD_LIMITS.txtBytes / 1024 / 1024 }));
      return Upload.LIST_IGNORE;
    }
    setLoginFile({ file, ...parseLoginText(await file.text()) });
    return false;
  };

  const submit = async (v: Values) => {
    if (!fromFile) return createTask('batch_login', toBody(v, chosen));
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
          <Form.Item name="name" label={t('tasks.field.name')} rules={[zodRule('name', shape.name, lang)]}>
            <Input maxLength={60} placeholder={t('tasks.placeholder.name')} />
          </Form.Item>
          <Form.Item
            name="groupId"
            label={t('tasks.field.group')}
            rules={[
              { required: true, message: label('common.selectionRequired', { what: 'selection.groups' }) },
            ]}
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
      content: chosen?.length ? (
        <AccountTagsField quote={quote} accountIds={chosen} />
      ) : (
        <>
          <Form.Item name="source" label={t('tasks.field.accountSource')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'tags', label: t('tasks.source.tags') },
                { value: 'file', label: t('tasks.source.file') },
              ]}
            />
          </Form.Item>
          {source === 'tags' ? (
            <AccountTagsField quote={quote} />
          ) : (
            <>
              <Upload.Dragger
                accept=".txt,text/plain"
                maxCount={1}
                beforeUpload={pickFile}
                onRemove={() => setLoginFile(null)}
                fileList={loginFile ? [{ uid: 'txt', name: loginFile.file.name, status: 'done' }] : []}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('tasks.upload.drop')}</p>
                <p className="ant-upload-hint">
                  {t('tasks.upload.hint', { mb: UPLOAD_LIMITS.txtBytes / 1024 / 1024 })}
                </p>
              </Upload.Dragger>
              {loginFile && (
                <Alert
                  style={{ marginTop: 12 }}
                  type={
                    loginFile.accounts.length ? (loginFile.rejected.length ? 'warning' : 'info') : 'error'
                  }
                  showIcon
                  data-testid="login-file"
                  title={t('tasks.upload.summary', {
                    accounts: t('tasks.upload.accountsToLogIn', { count: loginFile.accounts.length }),
                    rejected: t('tasks.upload.linesRejected', { count: loginFile.rejected.length }),
                  })}
                  description={
                    loginFile.rejected.length > 0 && (
                      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                        {loginFile.rejected.slice(0, SHOWN_REJECTED).map((r) => (
                          <li key={r.line}>
                            {t('tasks.line', { n: r.line })}: {translate(r.reason, lang, { max: r.max })}
                          </li>
                        ))}
                      </ul>
                    )
                  }
                />
              )}
            </>
          )}
        </>
      ),
    },
    {
      key: 'settings',
      title: t('tasks.wizard.settings'),
      fields: [...SETTINGS_FIELDS],
      bodyFields: [...SETTINGS_FIELDS],
      content: <SettingsFields />,
    },
    {
      key: 'confirm',
      title: t('tasks.wizard.confirm'),
      fields: [],
      content: (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: t('tasks.field.name'), children: values?.name },
              { key: 'devices', label: t('tasks.field.freeDevices'), children: freeCount ?? '—' },
              { key: 'accounts', label: t('tasks.field.accounts'), children: accountCount ?? '—' },
              { key: 'mode', label: t('tasks.field.mode'), children: values?.mode && modeLabel(values.mode) },
              { key: 'threads', label: t('tasks.field.threads'), children: values?.threadCount },
              {
                key: 'sleep',
                label: t('tasks.field.sleep'),
                children: t('tasks.secondsRange', { min: values?.sleepMin, max: values?.sleepMax }),
              },
            ]}
          />
          {fromFile ? (
            <Alert type="info" showIcon title={t('tasks.cost.afterImport', { count: accountCount ?? 0 })} />
          ) : (
            <CostSummary quote={quote} />
          )}
        </>
      ),
    },
  ];

  return (
    <TaskWizard<Values>
      open={open}
      onClose={onClose}
      title={t('tasks.new.batch_login')}
      subtype="batch_login"
      form={form}
      initialValues={{ ...SETTINGS_DEFAULTS, source: 'tags' }}
      steps={steps}
      quote={quote}
      toBody={(v) => toBody(v, chosen)}
      submit={submit}
      draftKey={chosen?.length ? null : undefined}
      onSubmitted={() => setLoginFile(null)}
    />
  );
}
