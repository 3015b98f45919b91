import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';

/** Like wizard: target videos liked by the chosen accounts. */
export default function LikeWizard(props: KindWizardProps) {
  return <VideoTaskWizard subtype="like" {...props} />;
}
