import { CustomerServiceOutlined, PhoneOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { RIGHT_PANEL_BUTTON_TOP } from '@reelfleet/contract';
import { Tooltip, theme } from 'antd';
// From their own files: antd's index adds FloatButton.BackTop and its panel, which no screen shows.
import FloatButton from 'antd/es/float-button/FloatButton';
import FloatButtonGroup from 'antd/es/float-button/FloatButtonGroup';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { canUse } from '../router/permission';
import { appRoutes } from '../router/routes';
import { useUserStore } from '../stores/user';
import { useIdleShown } from './firstUse';

const HelpCentreDialog = lazy(() => import('./HelpCentreDialog'));
const ContactDialog = lazy(() => import('./ContactDialog'));
const WorkbenchDialog = lazy(() => import('./WorkbenchDialog'));
const MessageBoxDialog = lazy(() => import('./MessageBoxDialog'));

/** The workbench's first screen: who cannot use it gets no workbench button. */
const SERVICE_LIST_PATH = '/service/list';

type Dialog = 'help' | 'contact' | 'workbench' | 'messageBox' | null;

/** Fixed buttons: help centre and contact (bottom right), the service workbench (right panel, top 250). */
export default function FixedButtons({ buttonTop = RIGHT_PANEL_BUTTON_TOP }: { buttonTop?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState<Set<Dialog>>(new Set());
  // The workbench opens the service screens: not for the admin (no workspace) nor staff without the area.
  const roles = useUserStore((s) => s.roles);
  const workbench = canUse(appRoutes, SERVICE_LIST_PATH, roles);
  const open = (d: Dialog) => {
    setOpened((s) => new Set(s).add(d));
    setDialog(d);
  };
  const close = () => setDialog(null);
  // After the first screen, at the browser's first idle moment: their float buttons and tooltips
  // built their styles inside the first paint's task (layout/firstUse.tsx).
  const shown = useIdleShown();
  if (!shown) return null;
  return (
    <>
      {workbench && (
        <Tooltip title={t('workbench.title')} placement="left">
          <button
            type="button"
            className="rf-right-panel-button"
            aria-label={t('workbench.title')}
            style={{ top: buttonTop, background: token.colorPrimary }}
            onClick={() => open('workbench')}
          >
            <CustomerServiceOutlined />
          </button>
        </Tooltip>
      )}
      {/* Centred in the main area's right gutter (layout.css --rf-fixed-gutter), like the right-panel button. */}
      <FloatButtonGroup shape="circle" style={{ insetInlineEnd: 4, insetBlockEnd: 24 }}>
        <FloatButton
          icon={<QuestionCircleOutlined />}
          tooltip={t('help.title')}
          aria-label={t('help.title')}
          onClick={() => open('help')}
        />
        <FloatButton
          icon={<PhoneOutlined />}
          tooltip={t('contact.title')}
          aria-label={t('contact.title')}
          onClick={() => open('contact')}
        />
      </FloatButtonGroup>
      <Suspense fallback={null}>
        {opened.has('help') && <HelpCentreDialog open={dialog === 'help'} onClose={close} />}
        {opened.has('contact') && <ContactDialog open={dialog === 'contact'} onClose={close} />}
        {opened.has('workbench') && (
          <WorkbenchDialog
            open={dialog === 'workbench'}
            onClose={close}
            onOpenMessageBox={() => open('messageBox')}
          />
        )}
        {opened.has('messageBox') && <MessageBoxDialog open={dialog === 'messageBox'} onClose={close} />}
      </Suspense>
    </>
  );
}
