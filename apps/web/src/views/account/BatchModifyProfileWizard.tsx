import {
  NICKNAME_MAX,
  PRIVACY_LABELS,
  PRIVACY_OPTIONS,
  PROFILE_FIELDS,
  PROFILE_MATERIAL_FIELDS,
  PROFILE_RULES,
  type ProfileChanges,
  SIGNATURE_MAX,
  translate,
} from '@reelfleet/contract';
import { Alert, Checkbox, Col, Form, Radio, Row, Switch } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import ChoiceField from '../../components/ChoiceField';
import { label } from '../../components/fleet/format';
import { type CommonValues, commonBody, kindSteps } from '../../components/tasks/wizard/commonSteps';
import { lazyShape } from '../../components/tasks/wizard/lazySchema';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/settings';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { ProfileMaterialsField } from '../../components/tasks/wizard/TextMaterialsField';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { zodRule } from '../../utils/formRules';

type Field = (typeof PROFILE_FIELDS)[number];
/** The fields that may come from materials, a pick per account. */
type MaterialField = keyof typeof PROFILE_MATERIAL_FIELDS;
const MATERIAL_FIELDS = Object.keys(PROFILE_MATERIAL_FIELDS) as MaterialField[];
type Values = CommonValues & {
  /** Where a nickname, signature or avatar comes from: typed (generated avatar) or materials. */
  nicknameFrom?: 'typed' | 'materials';
  signatureFrom?: 'typed' | 'materials';
  avatarFrom?: 'typed' | 'materials';
  nicknameMaterialIds?: number[];
  signatureMaterialIds?: number[];
  avatarMaterialIds?: number[];
  /** Which profile fields change. */
  fields: Field[];
  nickname?: string;
  username?: string;
  signature?: string;
  link?: string;
  email?: string;
  privacy?: 'public' | 'private';
  visitTracking?: boolean;
  showLiked?: boolean;
};

const INITIAL: Partial<Values> = {
  ...SETTINGS_DEFAULTS,
  sleepMin: 0,
  sleepMax: 0,
  fields: ['nickname'],
  nicknameFrom: 'typed',
  signatureFrom: 'typed',
  avatarFrom: 'typed',
  privacy: 'public',
  visitTracking: true,
  showLiked: true,
};
const shape = lazyShape((s) => s.profileChanges.shape);

/** A chosen field whose values are picked from materials. */
const fromMaterials = (v: Partial<Values>, f: MaterialField) =>
  (v.fields ?? []).includes(f) && v[`${f}From`] === 'materials';

function changesOf(v: Partial<Values>): ProfileChanges {
  const chosen = new Set(v.fields ?? []);
  const out: Record<string, unknown> = {};
  for (const f of PROFILE_FIELDS) {
    if (!chosen.has(f) || ((MATERIAL_FIELDS as string[]).includes(f) && fromMaterials(v, f as MaterialField)))
      continue;
    out[f] =
      f === 'avatar' ? 'generated' : (v[f] ?? (f === 'visitTracking' || f === 'showLiked' ? false : ''));
  }
  return out as ProfileChanges;
}

const toBody = (v: Partial<Values>, accountIds?: number[]) => ({
  ...commonBody(v, accountIds),
  changes: changesOf(v),
  ...Object.fromEntries(
    MATERIAL_FIELDS.map((f) => [
      PROFILE_MATERIAL_FIELDS[f],
      fromMaterials(v, f) ? (v[PROFILE_MATERIAL_FIELDS[f]] ?? []) : [],
    ]),
  ),
});

/**
 * Batch profile edit (spec 2 /account/info): which fields change and their
 * new values; the server's quote lists the accounts a rule leaves out (username
 * again after one month, nickname and link every 7 days, link and email only
 * for enterprise accounts or accounts with 1,000 fans) before submission.
 */
export default function BatchModifyProfileWizard(props: KindWizardProps) {
  const { accountIds } = props;
  const { t } = useTranslation();
  const lang = currentLang();
  const { values, quote, frame } = useWizardInput<Values>('batch_modify_profile', props, toBody);
  const chosen = new Set(values?.fields ?? []);
  /** Typed (or, for the avatar, generated) or picked per account from materials. */
  const from = (f: MaterialField) =>
    chosen.has(f) && (
      <>
        <ChoiceField
          name={`${f}From`}
          label={`${t(`lifecycle.profile.${f}`)} · ${t('lifecycle.profile.from')}`}
          choices={{
            typed: t(f === 'avatar' ? 'lifecycle.profile.fromGenerated' : 'lifecycle.profile.fromTyped'),
            materials: t('lifecycle.profile.fromMaterials'),
          }}
          buttons
        />
        {values?.[`${f}From`] === 'materials' && <ProfileMaterialsField field={f} />}
      </>
    );
  const text = (name: 'nickname' | 'username' | 'signature' | 'link' | 'email', max?: number) =>
    chosen.has(name) &&
    !(
      (MATERIAL_FIELDS as string[]).includes(name) && values?.[`${name as MaterialField}From`] === 'materials'
    ) && (
      <Form.Item
        name={name}
        label={t(`lifecycle.profile.${name}`)}
        rules={[
          {
            required: name !== 'signature',
            message: translate('validation.required', lang, { field: t(`lifecycle.profile.${name}`) }),
          },
          zodRule(name, shape(name), lang),
        ]}
      >
        {name === 'signature' ? <TextArea rows={2} maxLength={max} /> : <Input maxLength={max} />}
      </Form.Item>
    );
  const confirmItems = [
    {
      key: 'changes',
      label: t('lifecycle.profile.fields'),
      children: [...chosen].map((f) => t(`lifecycle.profile.${f}`)).join(', ') || '—',
    },
  ];
  const steps = kindSteps(t, { values, quote, accountIds, items: confirmItems }, [
    {
      key: 'profile',
      title: t('lifecycle.profile.step'),
      fields: [
        'fields',
        'nickname',
        'username',
        'signature',
        'link',
        'email',
        ...Object.values(PROFILE_MATERIAL_FIELDS),
      ],
      bodyFields: ['changes', ...Object.values(PROFILE_MATERIAL_FIELDS)],
      content: (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('lifecycle.profile.rules', {
              days: PROFILE_RULES.nicknameDays,
              fans: PROFILE_RULES.linkEmailMinFans,
            })}
          />
          <Form.Item
            name="fields"
            label={t('lifecycle.profile.fields')}
            rules={[
              { required: true, type: 'array', min: 1, message: translate('profile.nothingChanged', lang) },
            ]}
          >
            <Checkbox.Group
              options={PROFILE_FIELDS.map((f) => ({ value: f, label: t(`lifecycle.profile.${f}`) }))}
            />
          </Form.Item>
          {from('nickname')}
          {text('nickname', NICKNAME_MAX)}
          {text('username', 24)}
          {from('signature')}
          {text('signature', SIGNATURE_MAX)}
          {from('avatar')}
          {chosen.has('avatar') && values?.avatarFrom !== 'materials' && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('lifecycle.profile.avatarHint')}
            />
          )}
          {text('link')}
          {text('email')}
          <Row gutter={12}>
            {chosen.has('privacy') && (
              <Col xs={24} md={8}>
                <Form.Item name="privacy" label={t('lifecycle.profile.privacy')}>
                  <Radio.Group
                    optionType="button"
                    options={PRIVACY_OPTIONS.map((p) => ({ value: p, label: label(PRIVACY_LABELS[p]) }))}
                  />
                </Form.Item>
              </Col>
            )}
            {chosen.has('visitTracking') && (
              <Col xs={12} md={8}>
                <Form.Item
                  name="visitTracking"
                  label={t('lifecycle.profile.visitTracking')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
              </Col>
            )}
            {chosen.has('showLiked') && (
              <Col xs={12} md={8}>
                <Form.Item name="showLiked" label={t('lifecycle.profile.showLiked')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            )}
          </Row>
        </>
      ),
    },
  ]);
  return <TaskWizard<Values> {...frame} initialValues={INITIAL} steps={steps} />;
}
