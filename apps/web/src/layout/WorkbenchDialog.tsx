import { BarChartOutlined, MessageOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { useNavigate } from 'react-router';
import type { DialogProps } from '../components/list/FormDialog';
import { useTranslation } from '../i18n/useTranslation';

/** The customer-service workbench: the service area's screens and the message box. */
export default function WorkbenchDialog({
  open,
  onClose,
  onOpenMessageBox,
}: DialogProps<'onOpenMessageBox'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    navigate(path);
    onClose();
  };
  return (
    <Modal title={t('workbench.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('workbench.intro')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        <Button block icon={<UnorderedListOutlined />} onClick={() => go('/service/list')}>
          {t('route.serviceList')}
        </Button>
        <Button block icon={<BarChartOutlined />} onClick={() => go('/service/statistics')}>
          {t('route.serviceStatistics')}
        </Button>
        <Button
          block
          icon={<MessageOutlined />}
          onClick={() => {
            onClose();
            onOpenMessageBox();
          }}
        >
          {t('messageBox.title')}
        </Button>
      </Flex>
    </Modal>
  );
}
