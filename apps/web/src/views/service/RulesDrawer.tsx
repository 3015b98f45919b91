import { Drawer } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { AutoReplySwitches } from './AutoReply';
import AutoReplyRules from './AutoReplyRules';

/** The auto-reply switches and rules of the workspace, in a drawer beside the conversations. */
export default function RulesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} size="large" title={t('service.autoReplyRules')}>
      <AutoReplySwitches />
      <div style={{ height: 16 }} />
      <AutoReplyRules />
    </Drawer>
  );
}
