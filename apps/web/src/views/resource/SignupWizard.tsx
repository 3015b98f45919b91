import {
  SIGNUP_COUNT_MAX,
  SIGNUP_PER_PROXY_IP,
  SIGNUP_POINTS_PER_ACCOUNT,
  SIGNUP_REGIONS,
  SIGNUP_SECONDS,
  STORAGE_KEYS,
  THREAD_COUNT_MAX,
  translate,
} from '@reelfleet/contract';
import { Alert, Col, Form, Radio, Row, Select } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { DeviceSelect, ProxySelect, TagSelect } from '../../components/fleet/pickers';
import NumberInput from '../../components/NumberInput';
import SchemaField from '../../components/SchemaField';
import { confirmStep, TaskNameField } from '../../components/tasks/wizard/commonSteps';
import { ProfileMaterialsField } from '../../components/tasks/wizard/ProfileMaterialsField';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { choiceRule, zodRule } from '../../utils/formRules';
import { lazyShape } from '../../utils/lazySchema';
import { wholeNumberRule } from '../../utils/wholeNumberRule';

type Source = 'generated' | 'typed' | 'materials';
interface Values {
  name: string;
  region: string;
  labelId: number;
  count: number;
  mode: 'independent' | 'rotation';
  threadCount: number;
  intervalTime: number;
  sleepMin: number;
  sleepMax: number;
  deviceIds: number[];
  proxyIds: number[];
  nicknameSource: Source;
  nickname?: string;
  signatureSource: Source;
  signature?: string;
  avatarSource: 'generated' | 'none' | 'materials';
  nicknameMaterialIds?: number[];
  signatureMaterialIds?: number[];
  avatarMaterialIds?: number[];
}

/** What the registration dialog starts from; a sign-up notification keeps the rest of its task (registration.ts). */
export const SIGNUP_INITIAL: Partial<Values> = {
  count: 10,
  mode: 'independent',
  threadCount: 5,
  intervalTime: 0,
  sleepMin: 0,
  sleepMax: 0,
  deviceIds: [],
  proxyIds: [],
  nicknameSource: 'generated',
  signatureSource: 'generated',
  avatarSource: 'generated',
};

const shape = lazyShape((s) => s.TASK_BODIES.signup.shape);

const toBody = (v: Partial<Values>) => ({
  name: v.name,
  region: v.region,
  labelId: v.labelId,
  count: v.count,
  mode: v.mode,
  threadCount: v.threadCount,
  intervalTime: v.intervalTime,
  sleepMin: v.sleepMin ?? 0,
  sleepMax: v.sleepMax ?? 0,
  deviceIds: v.deviceIds ?? [],
  proxyIds: v.proxyIds ?? [],
  nicknameSource: v.nicknameSource,
  nickname: v.nicknameSource === 'typed' ? (v.nickname ?? '') : '',
  signatureSource: v.signatureSource,
  signature: v.signatureSource === 'typed' ? (v.signature ?? '') : '',
  avatarSource: v.avatarSource,
  nicknameMaterialIds: v.nicknameSource === 'materials' ? (v.nicknameMaterialIds ?? []) : [],
  signatureMaterialIds: v.signatureSource === 'materials' ? (v.signatureMaterialIds ?? []) : [],
  avatarMaterialIds: v.avatarSource === 'materials' ? (v.avatarMaterialIds ?? []) : [],
});

/**
 * The registration dialog (spec 2, 5, 9; /resource/regaccount): region (the
 * EU refused), label, count, mode; devices and proxies (at most 5
 * registrations a proxy IP, counted across tasks: the dialog says how many
 * IPs the count needs, the server's quote how much room the chosen ones
 * have); nickname, signature and avatar generated, typed or picked per
 * account from materials; confirm with the
 * 25 points an account held. Its draft is SYS_REGISTER.
 */
export default function SignupWizard({ open, onClose }: KindWizardProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { values, quote, frame } = useWizardInput<Values>('signup', { open, onClose }, toBody);
  const count = typeof values?.count === 'number' && values.count > 0 ? values.count : 0;
  const needed = Math.ceil(count / SIGNUP_PER_PROXY_IP);
  const required = (key: string) => ({
    required: true,
    message: translate(key as 'signup.regionRequired', lang),
  });
  const source = (name: 'nicknameSource' | 'signatureSource' | 'avatarSource', typed: boolean) => (
    <Form.Item name={name} label={t(`lifecycle.signup.${name}`)}>
      <Radio.Group
        optionType="button"
        options={[
          { value: 'generated', label: translate('signup.source.generated', lang) },
          typed
            ? { value: 'typed', label: translate('signup.source.typed', lang) }
            : { value: 'none', label: translate('signup.source.none', lang) },
          { value: 'materials', label: translate('signup.source.materials', lang) },
        ]}
      />
    </Form.Item>
  );

  const steps = [
    {
      key: 'registration',
      title: t('lifecycle.signup.stepRegistration'),
      fields: ['name', 'region', 'labelId', 'count', 'mode'],
      bodyFields: ['name', 'region', 'labelId', 'count', 'mode'],
      content: (
        <>
          <TaskNameField />
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <SchemaField name="region" label={t('lifecycle.signup.region')} schema={shape('region')}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('lifecycle.signup.regionPlaceholder')}
                  options={SIGNUP_REGIONS.map((r) => ({
                    value: r.code,
                    label: `${r[lang]} (${r.code})${r.eu ? ` · ${t('lifecycle.signup.eu')}` : ''}`,
                  }))}
                />
              </SchemaField>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="labelId"
                label={t('lifecycle.signup.label')}
                rules={[required('signup.labelRequired')]}
              >
                <TagSelect kind="account" placeholder={t('lifecycle.signup.labelPlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <SchemaField
                name="count"
                label={t('lifecycle.signup.count')}
                extra={t('lifecycle.signup.countHint', {
                  points: SIGNUP_POINTS_PER_ACCOUNT,
                  min: SIGNUP_SECONDS.min,
                  max: SIGNUP_SECONDS.max,
                })}
                schema={shape('count')}
              >
                <NumberInput min={1} max={SIGNUP_COUNT_MAX} style={{ width: '100%' }} />
              </SchemaField>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="mode"
                label={t('lifecycle.signup.mode')}
                extra={t('lifecycle.signup.modeHint')}
              >
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'independent', label: translate('task.mode.independent', lang) },
                    { value: 'rotation', label: translate('task.mode.rotation', lang) },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      ),
    },
    {
      key: 'devices',
      title: t('lifecycle.signup.stepDevices'),
      fields: ['deviceIds', 'proxyIds', 'threadCount', 'intervalTime'],
      bodyFields: ['deviceIds', 'proxyIds', 'threadCount', 'intervalTime'],
      content: (
        <>
          <Form.Item
            name="deviceIds"
            label={t('lifecycle.signup.devices')}
            rules={[choiceRule('selection.devices', lang, true)]}
          >
            <DeviceSelect mode="multiple" placeholder={t('lifecycle.signup.devicesPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="proxyIds"
            label={t('lifecycle.signup.proxies')}
            rules={[choiceRule('selection.proxies', lang, true)]}
          >
            <ProxySelect mode="multiple" placeholder={t('lifecycle.signup.proxiesPlaceholder')} />
          </Form.Item>
          {count > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="proxies-needed"
              title={translate('signup.proxiesNeeded', lang, { count, needed, per: SIGNUP_PER_PROXY_IP })}
            />
          )}
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="threadCount"
                label={t('tasks.field.threads')}
                rules={[wholeNumberRule(t('tasks.field.threads'), lang, { min: 1, max: THREAD_COUNT_MAX })]}
              >
                <NumberInput min={1} max={THREAD_COUNT_MAX} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="intervalTime"
                label={t('tasks.field.interval')}
                rules={[wholeNumberRule(t('tasks.field.interval'), lang, { min: 0, max: 1440 })]}
              >
                <NumberInput min={0} max={1440} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </>
      ),
    },
    {
      key: 'profile',
      title: t('lifecycle.signup.stepProfile'),
      fields: ['nickname', 'signature', 'nicknameMaterialIds', 'signatureMaterialIds', 'avatarMaterialIds'],
      bodyFields: [
        'nicknameSource',
        'nickname',
        'signatureSource',
        'signature',
        'avatarSource',
        'nicknameMaterialIds',
        'signatureMaterialIds',
        'avatarMaterialIds',
      ],
      content: (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('lifecycle.signup.profileHint')}
          />
          {source('nicknameSource', true)}
          {values?.nicknameSource === 'typed' && (
            <Form.Item
              name="nickname"
              label={t('lifecycle.profile.nickname')}
              rules={[required('signup.typedEmpty'), zodRule('nickname', shape('nickname'), lang)]}
            >
              <Input maxLength={30} />
            </Form.Item>
          )}
          {values?.nicknameSource === 'materials' && <ProfileMaterialsField field="nickname" />}
          {source('signatureSource', true)}
          {values?.signatureSource === 'typed' && (
            <Form.Item
              name="signature"
              label={t('lifecycle.profile.signature')}
              rules={[required('signup.typedEmpty'), zodRule('signature', shape('signature'), lang)]}
            >
              <TextArea rows={2} maxLength={80} />
            </Form.Item>
          )}
          {values?.signatureSource === 'materials' && <ProfileMaterialsField field="signature" />}
          {source('avatarSource', false)}
          {values?.avatarSource === 'materials' && <ProfileMaterialsField field="avatar" />}
        </>
      ),
    },
    confirmStep(t, {
      values: values as never,
      quote,
      items: [
        { key: 'region', label: t('lifecycle.signup.region'), children: values?.region },
        { key: 'count', label: t('lifecycle.signup.count'), children: values?.count },
        {
          key: 'proxies',
          label: t('lifecycle.signup.proxies'),
          children: t('lifecycle.signup.proxiesChosen', { count: values?.proxyIds?.length ?? 0, needed }),
        },
      ],
    }),
  ];

  return (
    <TaskWizard<Values>
      {...frame}
      initialValues={SIGNUP_INITIAL}
      steps={steps}
      draftKey={STORAGE_KEYS.register}
    />
  );
}
