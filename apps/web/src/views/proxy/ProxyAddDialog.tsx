import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { PROXY_BATCH_MAX, parseProxyLines } from '@reelfleet/contract';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxiesApi } from '../../api/proxy';
import { ApiError } from '../../api/request';
import { label } from '../../components/fleet/format';
import { useFreshFooter } from '../../components/fleet/freshFooter';
import { TagSelect } from '../../components/fleet/pickers';
import { serverFieldErrors } from '../login/formRules';

type Values = { proxies: string; labelId?: number };

/** Hints shown under the text while typing; the server decides on submit. */
const MAX_HINTS = 5;

/**
 * Adds one or many proxies, one `username:password@ip:port` a line (spec 5).
 * The contract's parser checks the text as it is typed; the server is the
 * authority: its answer naming each bad line is shown above the text, which is
 * kept as typed (also when the dialog is closed and opened again) until it is
 * added.
 */
export default function ProxyAddDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const text = Form.useWatch('proxies', form) ?? '';
  const [saving, setSaving] = useState(false);
  const footer = useFreshFooter(open);
  const [serverError, setServerError] = useState<{ title: string; lines: string[] } | null>(null);
  const check = parseProxyLines(text);

  const save = async (values: Values) => {
    setSaving(true);
    setServerError(null);
    try {
      const result = await proxiesApi.add(
        { proxies: values.proxies, labelId: values.labelId ?? undefined },
        { silent: true },
      );
      const lines = result.duplicateLines.join(', ');
      if (result.added === 0) void message.warning(t('proxies.nothingAdded', { lines }), 6);
      else {
        void message.success(t('proxies.added', { count: result.added }));
        if (lines) void message.info(t('proxies.duplicatesSkipped', { lines }), 6);
      }
      form.resetFields();
      onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') {
        // The message names the first bad line; the others are listed under it.
        const lines = serverFieldErrors(error)
          .map((e) => e.message)
          .filter((m) => m !== error.message);
        setServerError({ title: error.message, lines });
      }
    } finally {
      setSaving(false);
    }
  };

  const hint = text.trim() ? (
    check.errors.length > 0 ? (
      <Typography.Text type="warning" data-testid="proxy-check">
        <WarningOutlined />{' '}
        {check.errors
          .slice(0, MAX_HINTS)
          .map((e) => t('proxies.lineProblem', { line: e.line, reason: label(e.reason) }))
          .join('; ')}
        {check.errors.length > MAX_HINTS && ` … (+${check.errors.length - MAX_HINTS})`}
      </Typography.Text>
    ) : (
      <Typography.Text type="success" data-testid="proxy-check">
        <CheckCircleOutlined /> {t('proxies.linesReady', { count: check.entries.length })}
      </Typography.Text>
    )
  ) : (
    t('proxies.formatHint', { max: PROXY_BATCH_MAX })
  );

  return (
    <Modal
      footer={footer}
      title={t('proxies.addTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('proxies.addSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={640}
      forceRender
    >
      {serverError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverError.title}
          description={
            serverError.lines.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {serverError.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values> name="proxyAdd" form={form} layout="vertical" requiredMark={false} onFinish={save}>
        <Form.Item
          name="proxies"
          label={t('proxies.lines')}
          extra={hint}
          rules={[
            {
              validator: async (_rule, value?: string) => {
                if (!value?.trim()) throw new Error(label('proxy.empty'));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={8}
            spellCheck={false}
            autoComplete="off"
            placeholder={'username:password@203.0.113.7:8000\nuser2:secret@gate.example.net:9000'}
            className="rf-fleet-mono"
          />
        </Form.Item>
        <Form.Item name="labelId" label={t('proxies.tag')}>
          <TagSelect kind="proxy" placeholder={t('proxies.tagOptional')} aria-label={t('proxies.tag')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
