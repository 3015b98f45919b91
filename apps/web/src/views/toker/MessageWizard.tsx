import { MESSAGE_DAILY_CAP, messageTaskBody, STORAGE_KEYS } from '@reelfleet/contract';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberFields, numberLines, taskNumber } from '../../components/tasks/wizard/SettingsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { TaskTextsFields, taskTextsCount } from '../../components/tasks/wizard/TextMaterialsField';
import { textsOf } from '../../components/tasks/wizard/TextsField';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';

const shape = messageTaskBody.shape;
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
  const content = (
    <>
      <TaskTextsFields subtype="message" schema={shape.texts} />
      <Row gutter={16}>
        <NumberFields fields={FIELDS} />
      </Row>
    </>
  );
  return (
    <VideoTaskWizard
      subtype="message"
      targetKind="user"
      timingKey={STORAGE_KEYS.timingMessage}
      {...props}
      extra={{
        initial: { texts: '', materialIds: [], count: 0 },
        content,
        body: (v) => ({ texts: textsOf(v.texts) }),
        confirm: (v) => [
          {
            key: 'texts',
            label: t('tasks.field.messageTexts'),
            children: taskTextsCount(v),
          },
          ...numberLines(t, FIELDS, v),
        ],
      }}
    />
  );
}
