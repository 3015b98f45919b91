import AreaPlaceholder from '../../components/AreaPlaceholder';

/** Not built yet: the title and an honest empty state. */
export default function BatchLoginPage() {
  return <AreaPlaceholder title="route.batchLogin" />;
}
