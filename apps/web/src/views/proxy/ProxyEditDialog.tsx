import { type ProxyItem, proxyLine } from '@reelfleet/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxiesApi } from '../../api/proxy';
import { label } from '../../components/fleet/format';
import { optionalZodRule, reportFormError } from '../../components/fleet/formErrors';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import { currentLang } from '../../i18n';

type Values = { proxyInfo?: string; labelId?: OrNone<number> };

/** Replaces a proxy's line (host, port and credentials) and/or changes its tag. */
export default function ProxyEditDialog({
  proxy,
  onClose,
  onSaved,
}: {
  proxy: ProxyItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async ({ proxyInfo, labelId }: Values) => {
    if (!proxy) return;
    setSaving(true);
    try {
      await proxiesApi.update(
        {
          id: proxy.id,
          proxyInfo: proxyInfo?.trim() ? proxyInfo.trim() : undefined,
          labelId: noneToNull(labelId) ?? null,
        },
        { silent: true },
      );
      void message.success(label('common.updateSuccess'));
      onSaved();
    } catch (error) {
      reportFormError(form, error, ['proxyInfo', 'labelId']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('proxies.editTitle')}
      open={proxy !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        name="proxyEdit"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ labelId: proxy?.labelId ?? NONE }}
        onFinish={save}
      >
        <Form.Item label={t('proxies.current')}>
          <span className="rf-fleet-mono">{proxy?.proxyInfo}</span>
        </Form.Item>
        <Form.Item
          name="proxyInfo"
          label={t('proxies.replaceLine')}
          extra={t('proxies.replaceHint')}
          rules={[optionalZodRule('proxyInfo', proxyLine, currentLang())]}
        >
          <Input spellCheck={false} autoComplete="off" className="rf-fleet-mono" />
        </Form.Item>
        <Form.Item name="labelId" label={t('proxies.tag')}>
          <TagSelect kind="proxy" withNone allowClear={false} aria-label={t('proxies.tag')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
