import AreaPlaceholder from '../../components/AreaPlaceholder';

/** Not built yet: the title and an honest empty state. */
export default function MaterialTagsPage() {
  return <AreaPlaceholder title="route.materialTags" />;
}
