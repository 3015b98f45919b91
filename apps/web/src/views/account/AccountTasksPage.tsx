import AreaPlaceholder from '../../components/AreaPlaceholder';

/** Not built yet: the title and an honest empty state. */
export default function AccountTasksPage() {
  return <AreaPlaceholder title="route.accountTasks" />;
}
