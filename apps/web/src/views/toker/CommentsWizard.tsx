import { COMMENTS_PER_VIDEO_MAX } from '@reelfleet/contract';
import { taskNumber } from '../../components/tasks/wizard/SettingsFields';
import { SwitchField } from '../../components/tasks/wizard/SwitchField';
import { withTaskTexts } from '../../components/tasks/wizard/TaskTextsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';
import { useTranslation } from '../../i18n/useTranslation';
import { lazyShape } from '../../utils/lazySchema';

const shape = lazyShape((s) => s.TASK_BODIES.comments.shape);
const FIELDS = [taskNumber(shape, 'commentCount', 1, COMMENTS_PER_VIDEO_MAX, { label: 'commentsPerVideo' })];

/**
 * Comment wizard (/toker/comment): target videos (the picker or pasted),
 * typed comment texts one a line (at most 3 @users each, spaces around; text
 * materials come with the materials area), comments per video, and whether
 * each comment replies to a comment-area user.
 */
export default function CommentsWizard(props: KindWizardProps) {
  const { t } = useTranslation();
  return (
    <VideoTaskWizard
      subtype="comments"
      {...props}
      extra={withTaskTexts(t, 'comment', shape('texts'), {
        initial: { commentCount: 1, reply: false },
        numbers: FIELDS,
        content: <SwitchField name="reply" label="tasks.field.reply" hint="tasks.hint.reply" />,
        confirm: (v) => [
          { key: 'reply', label: t('tasks.field.reply'), children: v.reply ? t('tasks.yes') : t('tasks.no') },
        ],
      })}
    />
  );
}
