import { CheckOutlined } from '@ant-design/icons';
import { THEME_PRESETS } from '@reelfleet/contract';
import { Button, Collapse, Divider, Drawer, Flex, Switch, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../i18n/useTranslation';
import { ERROR_LOG_ENABLED, useErrorLogStore } from '../stores/errorLog';
import { type Settings, useSettingsStore } from '../stores/settings';
import { type OnDemandProps, useOpenAfterMount } from './onDemand';

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'darkMode';

function SettingSwitch({ name, label }: { name: SwitchKey; label: string }) {
  const value = useSettingsStore((s) => s[name]);
  const change = useSettingsStore((s) => s.change);
  return (
    <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
      <span id={`setting-${name}`}>{label}</span>
      <Switch
        aria-labelledby={`setting-${name}`}
        checked={value}
        onChange={(on) => change(name, on as Settings[SwitchKey])}
      />
    </Flex>
  );
}

function ErrorLog() {
  const { t } = useTranslation();
  const logs = useErrorLogStore((s) => s.logs);
  const clear = useErrorLogStore((s) => s.clear);
  if (!logs.length) {
    return (
      <Typography.Text type="secondary">
        {ERROR_LOG_ENABLED ? t('settings.errorLogEmpty') : t('settings.errorLogDev')}
      </Typography.Text>
    );
  }
  return (
    <>
      <Collapse
        size="small"
        items={[...logs].reverse().map((log, i) => ({
          key: `${log.time}-${i}`,
          label: `${dayjs(log.time).format('MM-DD HH:mm:ss')} ${log.message}`,
          children: (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>
              {log.url}
              {'\n'}
              {log.stack}
              {log.componentStack}
            </Typography.Paragraph>
          ),
        }))}
      />
      <Button size="small" style={{ marginTop: 8 }} onClick={clear}>
        {t('settings.errorLogClear')}
      </Button>
    </>
  );
}

/** Layout settings (spec 2): theme colour, tags bar, fixed header, sidebar logo, dark; kept in localStorage. */
export default function SettingsDrawer({ open, onClose, onLanded }: OnDemandProps) {
  const { t } = useTranslation();
  const primary = useSettingsStore((s) => s.theme);
  const sidebarTheme = useSettingsStore((s) => s.sidebarTheme);
  const change = useSettingsStore((s) => s.change);
  const reset = useSettingsStore((s) => s.reset);
  const errorCount = useErrorLogStore((s) => s.logs.length);
  return (
    <Drawer title={t('settings.title')} open={useOpenAfterMount(open, onLanded)} onClose={onClose} size={320}>
      <Typography.Text strong>{t('settings.themeColor')}</Typography.Text>
      <Flex
        wrap
        gap={8}
        style={{ margin: '12px 0 8px' }}
        role="radiogroup"
        aria-label={t('settings.themeColor')}
      >
        {THEME_PRESETS.map((color) => {
          const selected = color.toLowerCase() === primary.toLowerCase();
          return (
            <Tooltip key={color} title={color}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={color}
                data-color={color}
                className="rf-swatch"
                style={{ background: color }}
                onClick={() => change('theme', color)}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </Flex>
      <Divider />
      <SettingSwitch name="tagsView" label={t('settings.tagsView')} />
      <SettingSwitch name="fixedHeader" label={t('settings.fixedHeader')} />
      <SettingSwitch name="sidebarLogo" label={t('settings.sidebarLogo')} />
      <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
        <span id="setting-sidebarTheme">{t('settings.sidebarDark')}</span>
        <Switch
          aria-labelledby="setting-sidebarTheme"
          checked={sidebarTheme === 'dark'}
          onChange={(on) => change('sidebarTheme', on ? 'dark' : 'light')}
        />
      </Flex>
      <SettingSwitch name="darkMode" label={t('settings.darkMode')} />
      <Button block style={{ marginTop: 12 }} onClick={reset}>
        {t('settings.reset')}
      </Button>
      <Divider />
      <Typography.Text strong>
        {t('settings.errorLog')} {errorCount ? `(${errorCount})` : ''}
      </Typography.Text>
      <div style={{ marginTop: 8 }}>
        <ErrorLog />
      </div>
    </Drawer>
  );
}
