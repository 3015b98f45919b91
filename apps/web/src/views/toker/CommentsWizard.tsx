import { COMMENTS_PER_VIDEO_MAX, commentsTaskBody } from '@reelfleet/contract';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NumberFields,
  numberLines,
  SwitchField,
  taskNumber,
} from '../../components/tasks/wizard/SettingsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { TaskTextsFields, taskTextsCount } from '../../components/tasks/wizard/TextMaterialsField';
import { textsOf } from '../../components/tasks/wizard/TextsField';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';

const shape = commentsTaskBody.shape;
const FIELDS = [taskNumber(shape, 'commentCount', 1, COMMENTS_PER_VIDEO_MAX, { label: 'commentsPerVideo' })];

/**
 * Comment wizard (/toker/comment): target videos (the picker or pasted),
 * typed comment texts one a line (at most 3 @users each, spaces around; text
 * materials come with the materials area), comments per video, and whether
 * each comment replies to a comment-area user.
 */
export default function CommentsWizard(props: KindWizardProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <TaskTextsFields subtype="comment" schema={shape.texts} />
      <Row gutter={16}>
        <NumberFields fields={FIELDS} />
      </Row>
      <SwitchField name="reply" label="tasks.field.reply" hint="tasks.hint.reply" />
    </>
  );
  return (
    <VideoTaskWizard
      subtype="comments"
      {...props}
      extra={{
        initial: { texts: '', materialIds: [], commentCount: 1, reply: false },
        content,
        body: (v) => ({ texts: textsOf(v.texts) }),
        confirm: (v) => [
          {
            key: 'texts',
            label: t('tasks.field.commentTexts'),
            children: taskTextsCount(v),
          },
          ...numberLines(t, FIELDS, v),
          { key: 'reply', label: t('tasks.field.reply'), children: v.reply ? t('tasks.yes') : t('tasks.no') },
        ],
      }}
    />
  );
}
