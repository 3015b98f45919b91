import { TagsPage } from '../../components/fleet/TagManager';

/** Account resource tags (/resource/acctags): the labels of the accounts held in reserve. */
export default function AccTagsPage() {
  return <TagsPage kind="accountResource" title="route.resourceAccTags" />;
}
