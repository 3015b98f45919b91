import { SIDEBAR_WIDTH } from '@reelfleet/contract';
import { Drawer, theme } from 'antd';
import { useSettingsStore } from '../stores/settings';
import { type OnDemandProps, useOpenAfterMount } from './onDemand';
import Sidebar from './Sidebar';
import { SIDER_BG } from './theme';

/** The sidebar below 992 px: a drawer from the left, its code fetched when first opened (layout/Layout.tsx). */
export default function MobileSidebar({ open, onClose, onLanded }: OnDemandProps) {
  const { token } = theme.useToken();
  const siderDark = useSettingsStore((s) => s.sidebarTheme === 'dark' || s.darkMode);
  const dark = useSettingsStore((s) => s.darkMode);
  return (
    <Drawer
      placement="left"
      open={useOpenAfterMount(open, onLanded)}
      onClose={onClose}
      size={SIDEBAR_WIDTH}
      closable={false}
      styles={{
        body: {
          padding: 0,
          background: !siderDark ? token.colorBgContainer : dark ? SIDER_BG.dark : SIDER_BG.navy,
        },
      }}
    >
      <Sidebar collapsed={false} onNavigate={onClose} menuAtOnce />
    </Drawer>
  );
}
