import { CONTACT_HANDLE_MAX, CONTACT_KEYS, type ContactSettingsBody } from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Spin } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useState } from 'react';
import { helpApi } from '../../api/help';
import EmptyState from '../../components/EmptyState';
import { formFailure } from '../../components/fleet/formErrors';
import PageContainer from '../../components/PageContainer';
import { useTranslation } from '../../i18n/useTranslation';
import { CONTACT_QUERY_KEY } from '../../layout/ContactDialog';
import { useFeedback } from '../../utils/feedback';

/** The contact dialog's four handles and the support hours, as every user sees them. */
export default function ContactSettingsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ContactSettingsBody>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const contact = useQuery({ queryKey: CONTACT_QUERY_KEY, queryFn: helpApi.contact });
  useEffect(() => {
    if (contact.data) form.setFieldsValue(contact.data);
  }, [contact.data, form]);
  const save = async (values: ContactSettingsBody) => {
    setSaving(true);
    setFailure(null);
    try {
      await helpApi.updateContact(values);
      message.success(t('admin.contactSaved'));
      await queryClient.invalidateQueries({ queryKey: CONTACT_QUERY_KEY });
    } catch (error) {
      const f = formFailure(form, error, [...CONTACT_KEYS, 'hoursStart', 'hoursEnd']);
      setFailure(f?.title ?? null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageContainer title={t('route.adminContact')}>
      <Alert type="info" showIcon title={t('admin.contactHint')} style={{ marginBottom: 16 }} />
      {contact.isError ? (
        <EmptyState description={t('contact.unavailable')} />
      ) : contact.isPending ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 520 }}
          onFinish={save}
          data-testid="contact-settings"
        >
          {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} />}
          {CONTACT_KEYS.map((key) => (
            <Form.Item key={key} name={key} label={t(`contact.${key}`)}>
              <Input maxLength={CONTACT_HANDLE_MAX} placeholder={t('admin.contactPlaceholder')} />
            </Form.Item>
          ))}
          <Form.Item name="hoursStart" label={t('admin.hoursStart')} rules={[{ required: true }]}>
            <Input placeholder="09:00" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="hoursEnd" label={t('admin.hoursEnd')} rules={[{ required: true }]}>
            <Input placeholder="23:00" style={{ width: 120 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('admin.save')}
          </Button>
        </Form>
      )}
    </PageContainer>
  );
}
