import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { PROXY_BATCH_MAX, parseProxyLines } from '@reelfleet/contract';
import { Form, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { proxiesApi } from '../../api/proxy';
import { label } from '../../components/fleet/format';
import { TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type DialogProps } from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

type Values = { proxies: string; labelId?: number };

/** Hints shown under the text while typing; the server decides on submit. */
const MAX_HINTS = 5;

/**
 * Adds one or many proxies, one `username:password@ip:port` or `ip:port:username:password` a line (spec 5).
 * The contract's parser checks the text as it is typed; the server is the
 * authority: its answer naming each bad line is shown above the text, which is
 * kept as typed (also when the dialog is closed and opened again) until it is
 * added.
 */
export default function ProxyAddDialog({ open, onClose, onAdded }: DialogProps<'onAdded'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const text = Form.useWatch('proxies', form) ?? '';
  const check = parseProxyLines(text);

  const save = async (values: Values) => {
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
    onAdded();
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
    <FormDialog<Values>
      open={open}
      form={form}
      keepInput
      title={t('proxies.addTitle')}
      okText={t('proxies.addSubmit')}
      submit={save}
      onClose={onClose}
      width={640}
    >
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
        <TextArea
          rows={8}
          spellCheck={false}
          autoComplete="off"
          placeholder={'username:password@203.0.113.7:8000\ngate.example.net:9000:user2:secret'}
          className="rf-fleet-mono"
        />
      </Form.Item>
      <Form.Item name="labelId" label={t('proxies.tag')}>
        <TagSelect kind="proxy" placeholder={t('proxies.tagOptional')} aria-label={t('proxies.tag')} />
      </Form.Item>
    </FormDialog>
  );
}
