import { VIEW_COUNT_MAX, VIEW_TASK_DEFAULTS, WATCH_SECONDS_MAX } from '@reelfleet/contract';
import { Row } from 'antd';
import { secondsText } from '../../components/tasks/secondsText';
import { RangeFields, taskNumber } from '../../components/tasks/wizard/SettingsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';
import { useTranslation } from '../../i18n/useTranslation';
import { lazyShape } from '../../utils/lazySchema';

const shape = lazyShape((s) => s.TASK_BODIES.view.shape);
const FIELDS = [taskNumber(shape, 'viewCount', 1, VIEW_COUNT_MAX, { hint: 'viewCount' })];

/** View (播放) wizard: target videos played by the chosen accounts, so many times each, watched min to max seconds. */
export default function ViewWizard(props: KindWizardProps) {
  const { t } = useTranslation();
  return (
    <VideoTaskWizard
      subtype="view"
      {...props}
      extra={{
        initial: VIEW_TASK_DEFAULTS,
        numbers: FIELDS,
        content: (
          <Row gutter={16}>
            <RangeFields shape={shape} names={['watchMin', 'watchMax']} min={1} max={WATCH_SECONDS_MAX} />
          </Row>
        ),
        confirm: (v) => [
          {
            key: 'watch',
            label: t('tasks.field.watch'),
            children: secondsText(t, v.watchMin, v.watchMax),
          },
        ],
      }}
    />
  );
}
