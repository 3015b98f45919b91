import { TagsPage } from '../../components/fleet/TagManager';

/** Material tags (/material/tags): the labels materials are filtered and chosen by. */
export default function MaterialTagsPage() {
  return <TagsPage kind="material" title="route.materialTags" />;
}
