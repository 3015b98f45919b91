import { FOLLOW_DAILY_CAP, followTaskBody, UNFOLLOW_DAILY_CAP } from '@reelfleet/contract';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/tasks/wizard/SettingsFields';
import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';

const shape = followTaskBody.shape;

/**
 * Follow wizard (/toker/follow): target users found with the picker (search,
 * comment areas, live rooms) or pasted; follows per account (0: every user it
 * is dealt) and unfollows of its oldest followed users, within the daily caps.
 */
export default function FollowWizard(props: KindWizardProps) {
  const { t } = useTranslation();
  const content = (
    <Row gutter={16} style={{ marginTop: 16 }}>
      <NumberField
        name="followCount"
        label="tasks.field.followCount"
        schema={shape.followCount}
        min={0}
        max={FOLLOW_DAILY_CAP}
        extra={t('tasks.hint.followCount', { cap: FOLLOW_DAILY_CAP })}
      />
      <NumberField
        name="unFollowCount"
        label="tasks.field.unFollowCount"
        schema={shape.unFollowCount}
        min={0}
        max={UNFOLLOW_DAILY_CAP}
        extra={t('tasks.hint.unFollowCount', { cap: UNFOLLOW_DAILY_CAP })}
      />
    </Row>
  );
  return (
    <VideoTaskWizard
      subtype="follow"
      targetKind="user"
      {...props}
      extra={{
        initial: { followCount: 0, unFollowCount: 0 },
        content,
        confirm: (v) => [
          {
            key: 'followCount',
            label: t('tasks.field.followCount'),
            children: String(v.followCount || t('tasks.all')),
          },
          {
            key: 'unFollowCount',
            label: t('tasks.field.unFollowCount'),
            children: String(v.unFollowCount ?? 0),
          },
        ],
      }}
    />
  );
}
