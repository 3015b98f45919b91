import {
  CompressOutlined,
  ExpandOutlined,
  FontSizeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { type Lang, UI_SIZES, type UiSize } from '@reelfleet/contract';
import { Button, Flex, type TooltipProps, theme } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import NotificationBell from '../components/notifications/NotificationBell';
import { setLang } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { useSettingsStore } from '../stores/settings';
import { useFeedback } from '../utils/feedback';
import { canFullscreen, isFullscreen, toggleFullscreen } from '../utils/fullscreen';
import Breadcrumbs from './Breadcrumbs';
import { FirstUseDropdown, FirstUseTooltip } from './firstUse';
import UserMenu from './UserMenu';

/** Languages offered; Vietnamese is shown as a label only (no translation exists). */
const LANGUAGE_LABELS: { key: Lang | 'vi'; label: string; available: boolean }[] = [
  { key: 'en', label: 'English', available: true },
  { key: 'zh', label: '中文', available: true },
  { key: 'vi', label: 'Tiếng Việt', available: false },
];

/**
 * The navbar's hints sit under its open menus (antd puts tooltips above dropdowns): the settings
 * button's hint, shown below it as the pointer crosses it, covered the Size menu's first item.
 */
function NavHint(props: TooltipProps & { children: ReactElement }) {
  const { token } = theme.useToken();
  return <FirstUseTooltip zIndex={token.zIndexPopupBase + 40} {...props} />;
}

function FullscreenButton() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(isFullscreen());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const label = full ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <NavHint title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <CompressOutlined /> : <ExpandOutlined />}
        onClick={() => {
          if (!canFullscreen()) {
            void message.warning(t('navbar.fullscreenUnsupported'));
            return;
          }
          void toggleFullscreen();
        }}
      />
    </NavHint>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <FirstUseDropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGE_LABELS.map((l) => ({ key: l.key, label: l.label, disabled: !l.available })),
        onClick: ({ key }) => void setLang(key as Lang),
      }}
    >
      <Button type="text" aria-label={t('navbar.language')} icon={<TranslationOutlined />} />
    </FirstUseDropdown>
  );
}

function SizeSwitch() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const size = useSettingsStore((s) => s.size);
  const change = useSettingsStore((s) => s.change);
  return (
    <FirstUseDropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((s) => ({ key: s, label: t(`size.${s}`) })),
        onClick: ({ key }) => {
          change('size', key as UiSize);
          void message.success(t('size.switched'));
        },
      }}
    >
      <Button type="text" aria-label={t('navbar.size')} icon={<FontSizeOutlined />} />
    </FirstUseDropdown>
  );
}

export default function Navbar({
  mobile,
  sidebarOpen,
  sidebarLoading,
  onToggleSidebar,
  settingsOpen,
  settingsLoading,
  onOpenSettings,
}: {
  mobile: boolean;
  sidebarOpen: boolean;
  /** The mobile menu's code is on its way (fetched on the first tap). */
  sidebarLoading: boolean;
  onToggleSidebar: () => void;
  /** The settings drawer is open (or its code, fetched on the first click, is on its way). */
  settingsOpen: boolean;
  settingsLoading: boolean;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <header
      className="rf-navbar"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex align="center" gap={8} style={{ minWidth: 0, flex: 1 }}>
        <Button
          type="text"
          aria-label={sidebarOpen ? t('navbar.collapse') : t('navbar.expand')}
          aria-expanded={sidebarOpen}
          loading={sidebarLoading}
          icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
        />
        {!mobile && <Breadcrumbs />}
      </Flex>
      <Flex align="center" gap={2}>
        <NotificationBell />
        {!mobile && <FullscreenButton />}
        <LanguageSwitch />
        {!mobile && <SizeSwitch />}
        {/* Hidden while the drawer is open: its first opening waits for its code, and the hint would stay over it. */}
        <NavHint title={t('settings.title')} open={settingsOpen ? false : undefined}>
          <Button
            type="text"
            aria-label={t('settings.title')}
            icon={<SettingOutlined />}
            loading={settingsLoading}
            onClick={onOpenSettings}
          />
        </NavHint>
        <UserMenu compact={mobile} />
      </Flex>
    </header>
  );
}
