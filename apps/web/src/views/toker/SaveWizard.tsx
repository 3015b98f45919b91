import type { KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import VideoTaskWizard from '../../components/tasks/wizard/VideoTaskWizard';

/** Save (收藏) wizard: target videos saved to the chosen accounts' favourites. */
export default function SaveWizard(props: KindWizardProps) {
  return <VideoTaskWizard subtype="save" {...props} />;
}
