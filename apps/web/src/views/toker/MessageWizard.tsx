import { MESSAGE_DAILY_CAP, STORAGE_KEYS } from '@reelfleet/contract';
import { taskNumber } from '../../components/tasks/wizard/SettingsFields';
import { withTaskTexts } from '../../components/tasks/wizard/TaskTextsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';
import { useTranslation } from '../../i18n/useTranslation';
import { lazyShape } from '../../utils/lazySchema';

const shape = lazyShape((s) => s.TASK_BODIES.message.shape);
const FIELDS = [
  taskNumber(shape, 'count', 0, MESSAGE_DAILY_CAP, {
    label: 'messageCount',
    hint: 'messageCount',
    zeroIsAll: true,
  }),
];

/**
 * Private message wizard (/toker/chat): target users from a search, comment
 * areas or live rooms (the picker) or pasted; typed message texts, one a line,
 * each message a seeded pick (text materials come with the materials area).
 */
export default function MessageWizard(props: KindWizardProps) {
  const { t } = useTranslation();
  return (
    <VideoTaskWizard
      subtype="message"
      targetKind="user"
      timingKey={STORAGE_KEYS.timingMessage}
      {...props}
      extra={withTaskTexts(t, 'message', shape('texts'), {
        initial: { count: 0 },
        numbers: FIELDS,
      })}
    />
  );
}
