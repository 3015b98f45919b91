import { TagsPage } from '../../components/fleet/TagManager';

/** Account tags (/account/tags); system labels such as 'Registered' cannot be renamed or deleted. */
export default function AccountTagsPage() {
  return <TagsPage kind="account" title="route.accountTags" />;
}
