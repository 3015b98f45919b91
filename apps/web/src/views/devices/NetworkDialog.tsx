import {
  DEFAULT_NETWORK_IP_SWITCH_MINUTES,
  type DeviceItem,
  type DeviceProxyBody,
  PROXY_MODE_LABELS,
  PROXY_MODES,
  type ProxyMode,
} from '@reelfleet/contract';
import { Alert, Form, Radio } from 'antd';
import Input from 'antd/es/input/Input';
import { devicesApi } from '../../api/devices';
import ChoiceField from '../../components/ChoiceField';
import { label } from '../../components/fleet/format';
import { ProxySelect } from '../../components/fleet/pickers';
import FormDialog, { type EditDialogProps } from '../../components/list/FormDialog';
import SchemaField from '../../components/SchemaField';
import { useTranslation } from '../../i18n/useTranslation';
import { lazySchema } from '../../utils/lazySchema';

type Source = 'list' | 'typed';
type Values = { proxyMode: ProxyMode; source: Source; proxyId?: number; proxyInfo?: string };

/** What the network dialog works on: one device (its update) or a selection (the batch call). */
export type NetworkTarget = { device: DeviceItem } | { ids: number[] };

/**
 * The network of one or many devices: the farm's global default network (its
 * IP switches every 9 minutes) or a custom proxy, chosen from the proxy list
 * or typed as `username:password@ip:port` (then it joins the list).
 */
export default function NetworkDialog({ target, ...dialog }: EditDialogProps<'target', NetworkTarget>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('proxyMode', form);
  const source = Form.useWatch('source', form);
  const device = target && 'device' in target ? target.device : null;
  const count = target ? ('ids' in target ? target.ids.length : 1) : 0;

  const save = async (values: Values) => {
    if (!target) return;
    const network: Omit<DeviceProxyBody, 'ids'> =
      values.proxyMode === 'global'
        ? { proxyMode: 'global' }
        : values.source === 'list'
          ? { proxyMode: 'custom', proxyId: values.proxyId }
          : { proxyMode: 'custom', proxyInfo: values.proxyInfo?.trim() };
    if ('device' in target) await devicesApi.update({ id: target.device.id, ...network }, { silent: true });
    else await devicesApi.setProxy({ ids: target.ids, ...network }, { silent: true });
  };

  const emptyRule = { required: true, message: label('proxy.empty') };

  return (
    <FormDialog<Values>
      open={target !== null}
      {...dialog}
      form={form}
      title={
        device ? t('devices.networkTitleOne', { name: device.name }) : t('devices.networkTitle', { count })
      }
      submit={save}
      savedText={label('device.proxySuccess')}
      fields={['proxyId', 'proxyInfo']}
      initialValues={{
        proxyMode: device?.proxyMode ?? 'global',
        source: 'list',
        proxyId: device?.proxyId ?? undefined,
      }}
    >
      <Form.Item name="proxyMode" label={t('devices.proxyMode')}>
        <Radio.Group
          options={PROXY_MODES.map((value) => ({ value, label: label(PROXY_MODE_LABELS[value]) }))}
        />
      </Form.Item>
      {mode === 'global' ? (
        <Alert
          type="info"
          showIcon
          title={t('devices.globalHint', {
            minutes: DEFAULT_NETWORK_IP_SWITCH_MINUTES,
            count: DEFAULT_NETWORK_IP_SWITCH_MINUTES,
          })}
        />
      ) : (
        <>
          <ChoiceField
            name="source"
            choices={{ list: t('devices.proxyFromList'), typed: t('devices.proxyTyped') }}
          />
          {source === 'typed' ? (
            <SchemaField
              name="proxyInfo"
              label={t('devices.proxyInfo')}
              schema={lazySchema((s) => s.proxyLine)}
              extra={t('devices.proxyTypedHint')}
            >
              <Input
                spellCheck={false}
                autoComplete="off"
                placeholder="username:password@203.0.113.7:8000"
                className="rf-fleet-mono"
              />
            </SchemaField>
          ) : (
            <Form.Item name="proxyId" label={t('devices.proxyFromList')} rules={[emptyRule]}>
              <ProxySelect
                placeholder={t('devices.proxySearch')}
                aria-label={t('devices.proxyFromList')}
                notFoundContent={t('devices.noProxies')}
              />
            </Form.Item>
          )}
        </>
      )}
    </FormDialog>
  );
}
