import { FOLLOW_DAILY_CAP, UNFOLLOW_DAILY_CAP } from '@reelfleet/contract';
import { taskNumber } from '../../components/tasks/wizard/SettingsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';
import { lazyShape } from '../../utils/lazySchema';

const shape = lazyShape((s) => s.TASK_BODIES.follow.shape);
const FIELDS = [
  taskNumber(shape, 'followCount', 0, FOLLOW_DAILY_CAP, { hint: 'followCount', zeroIsAll: true }),
  taskNumber(shape, 'unFollowCount', 0, UNFOLLOW_DAILY_CAP, { hint: 'unFollowCount' }),
];

/**
 * Follow wizard (/toker/follow): target users found with the picker (search,
 * comment areas, live rooms) or pasted; follows per account (0: every user it
 * is dealt) and unfollows of its oldest followed users, within the daily caps.
 */
export default function FollowWizard(props: KindWizardProps) {
  return (
    <VideoTaskWizard
      subtype="follow"
      targetKind="user"
      {...props}
      extra={{
        initial: { followCount: 0, unFollowCount: 0 },
        numbers: FIELDS,
      }}
    />
  );
}
