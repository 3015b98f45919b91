import {
  GENDERS,
  INTRODUCTION_MAX,
  NAME_MAX,
  translate,
  type UpdateInfoBody,
  type UserInfo,
} from '@reelfleet/contract';
import { Button, Form, Radio } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import { userApi } from '../../api/user';
import SchemaField from '../../components/SchemaField';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { showServerFieldErrors, zodRule } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';

type Values = Required<Pick<UpdateInfoBody, 'name' | 'alias' | 'email' | 'gender' | 'introduction'>>;
const FIELDS = ['name', 'alias', 'email', 'gender', 'introduction'] as const;

// The contract's checks, fetched (with zod) when a field is first checked.
const NAME = lazySchema((s) => s.updateInfoBody.shape.name.unwrap());
const ALIAS = lazySchema((s) => s.updateInfoBody.shape.alias);
const EMAIL = lazySchema((s) => s.updateInfoBody.shape.email.unwrap());
const INTRODUCTION = lazySchema((s) => s.updateInfoBody.shape.introduction);

/** Name, alias, email, gender and introduction of the logged-in user (POST /user/info/update). */
export default function InfoForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    // Only what changed is sent: an account created without an email can still edit its name.
    const changes: UpdateInfoBody = {};
    for (const field of FIELDS) {
      const value = field === 'email' ? values.email.trim() : values[field];
      if (value !== user[field]) Object.assign(changes, { [field]: value });
    }
    if (Object.keys(changes).length === 0) {
      message.info(translate('common.nothingChanged', lang));
      return;
    }
    setSaving(true);
    try {
      const saved = await userApi.updateInfo(changes);
      message.success(translate('common.updateSuccess', lang));
      onSaved(saved);
    } catch (error) {
      showServerFieldErrors(form, error, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{
        name: user.name,
        alias: user.alias,
        email: user.email,
        gender: user.gender,
        introduction: user.introduction,
      }}
      onFinish={save}
    >
      <SchemaField name="name" label={t('profile.name')} schema={NAME}>
        <Input maxLength={NAME_MAX} autoComplete="name" />
      </SchemaField>
      <SchemaField name="alias" label={t('profile.alias')} schema={ALIAS}>
        <Input maxLength={NAME_MAX} autoComplete="nickname" />
      </SchemaField>
      <Form.Item
        name="email"
        label={t('profile.email')}
        rules={[unlessUnchanged(user.email, zodRule('email', EMAIL, lang))]}
      >
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="gender" label={t('profile.gender')}>
        <Radio.Group
          options={GENDERS.map((gender) => ({ value: gender, label: t(`profile.genders.${gender}`) }))}
        />
      </Form.Item>
      <SchemaField name="introduction" label={t('profile.introduction')} schema={INTRODUCTION}>
        <TextArea rows={4} maxLength={INTRODUCTION_MAX} showCount />
      </SchemaField>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}

/** A rule that lets the stored value through unchanged (it was accepted when it was saved). */
function unlessUnchanged(original: string, rule: Rule): Rule {
  const inner = rule as RuleObject;
  return {
    validator: async (meta, value: unknown) => {
      if (value === original) return;
      await inner.validator?.(meta, value, () => undefined);
    },
  };
}
