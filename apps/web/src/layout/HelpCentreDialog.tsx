import { RightOutlined } from '@ant-design/icons';
import { List } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { appRoutes } from '../router/routes';

const helpArea = appRoutes.find((route) => route.path === '/help');
const HELP_PAGES = (helpArea?.children ?? []).filter((route) => !route.meta?.hidden);

/** The help centre: the pages of the Help Center area. */
export default function HelpCentreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal title={t('help.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <List
        dataSource={HELP_PAGES}
        renderItem={(route) => (
          <List.Item
            className="rf-help-item"
            onClick={() => {
              navigate(route.path);
              onClose();
            }}
            extra={<RightOutlined />}
          >
            <List.Item.Meta
              title={
                <a href={route.path} onClick={(e) => e.preventDefault()}>
                  {t(route.meta!.title)}
                </a>
              }
              description={t(`help.describe.${route.path.split('/').pop()}`)}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
