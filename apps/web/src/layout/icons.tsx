import {
  AppstoreOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  MobileOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { IconName } from '../router/types';

const ICONS: Record<IconName, ReactNode> = {
  dashboard: <DashboardOutlined />,
  devices: <MobileOutlined />,
  proxy: <GlobalOutlined />,
  account: <TeamOutlined />,
  video: <VideoCameraOutlined />,
  toker: <RocketOutlined />,
  service: <CustomerServiceOutlined />,
  material: <PictureOutlined />,
  resource: <FolderOpenOutlined />,
  user: <UserOutlined />,
  help: <QuestionCircleOutlined />,
  agent: <ShopOutlined />,
  admin: <SafetyCertificateOutlined />,
};

export function routeIcon(name: IconName | undefined): ReactNode {
  return name ? ICONS[name] : <AppstoreOutlined />;
}
