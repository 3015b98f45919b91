import type { ProxyItem } from '@reelfleet/contract';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { proxiesApi } from '../../api/proxy';
import { label } from '../../components/fleet/format';
import { NONE, noneToNull, type OrNone, TagSelect } from '../../components/fleet/pickers';
import FormDialog, { type EditDialogProps } from '../../components/list/FormDialog';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { optionalZodRule } from '../../utils/formRules';
import { lazySchema } from '../../utils/lazySchema';

type Values = { proxyInfo?: string; labelId?: OrNone<number> };

/** Replaces a proxy's line (host, port and credentials) and/or changes its tag. */
export default function ProxyEditDialog({ proxy, ...dialog }: EditDialogProps<'proxy', ProxyItem>) {
  const { t } = useTranslation();

  const save = async ({ proxyInfo, labelId }: Values) => {
    if (!proxy) return;
    await proxiesApi.update(
      {
        id: proxy.id,
        proxyInfo: proxyInfo?.trim() ? proxyInfo.trim() : undefined,
        labelId: noneToNull(labelId) ?? null,
      },
      { silent: true },
    );
  };

  return (
    <FormDialog<Values>
      open={proxy !== null}
      {...dialog}
      title={t('proxies.editTitle')}
      submit={save}
      savedText={label('common.updateSuccess')}
      fields={['proxyInfo', 'labelId']}
      initialValues={{ labelId: proxy?.labelId ?? NONE }}
    >
      <Form.Item label={t('proxies.current')}>
        <span className="rf-fleet-mono">{proxy?.proxyInfo}</span>
      </Form.Item>
      <Form.Item
        name="proxyInfo"
        label={t('proxies.replaceLine')}
        extra={t('proxies.replaceHint')}
        rules={[
          optionalZodRule(
            'proxyInfo',
            lazySchema((s) => s.proxyLine),
            currentLang(),
          ),
        ]}
      >
        <Input spellCheck={false} autoComplete="off" className="rf-fleet-mono" />
      </Form.Item>
      <Form.Item name="labelId" label={t('proxies.tag')}>
        <TagSelect kind="proxy" withNone allowClear={false} aria-label={t('proxies.tag')} />
      </Form.Item>
    </FormDialog>
  );
}
