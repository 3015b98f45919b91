import {
  NICKNAME_MAX,
  PRIVACY_LABELS,
  PRIVACY_OPTIONS,
  PROFILE_FIELDS,
  PROFILE_MATERIAL_FIELDS,
  PROFILE_RULES,
  SIGNATURE_MAX,
  translate,
} from '@reelfleet/contract';
import { Alert, Checkbox, Col, Form, Radio, Row, Switch } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { currentLang } from '../../../../i18n';
import { useTranslation } from '../../../../i18n/useTranslation';
import { zodRule } from '../../../../utils/formRules';
import { lazyShape } from '../../../../utils/lazySchema';
import ChoiceField from '../../../ChoiceField';
import { label } from '../../../fleet/format';
import { ProfileMaterialsField } from '../ProfileMaterialsField';

/** The fields that may come from materials, a pick per account. */
type MaterialField = keyof typeof PROFILE_MATERIAL_FIELDS;
const MATERIAL_FIELDS = Object.keys(PROFILE_MATERIAL_FIELDS) as MaterialField[];
const shape = lazyShape((s) => s.profileChanges.shape);

/**
 * The profile step of the batch profile edit (views/account/BatchModifyProfileWizard.tsx): which
 * fields change and their new values, typed or picked from materials. Fetched when first reached.
 */
export default function ProfileStep() {
  const { t } = useTranslation();
  const lang = currentLang();
  const form = Form.useFormInstance();
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const chosen = new Set((values?.fields as string[] | undefined) ?? []);
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
  return (
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
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('lifecycle.profile.avatarHint')} />
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
  );
}
