import { TagsPage } from '../../components/fleet/TagManager';

/** Fans tags (/resource/fanstags): the labels collected fans carry, and the targets of message and follow tasks. */
export default function FansTagsPage() {
  return <TagsPage kind="fans" title="route.resourceFansTags" />;
}
