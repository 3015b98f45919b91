import AreaPlaceholder from '../../components/AreaPlaceholder';

/** Not built yet: the title and an honest empty state. */
export default function CollectPage() {
  return <AreaPlaceholder title="route.tokerCollect" />;
}
