import { useQuery, useQueryClient } from '@tanstack/react-query';
import { groupsApi } from '../../api/devices';
import { type FleetTagKind, tagsApi } from '../../api/tags';

/** Every fleet query key starts with this, so one invalidation refreshes lists and pickers. */
export const FLEET_KEY = 'fleet';

/** Every tag of a kind (the query of filters and pickers; `fetchQuery` it to read it once). */
export const tagOptionsQuery = (kind: FleetTagKind) => ({
  queryKey: [FLEET_KEY, 'tags', kind, 'all'],
  queryFn: tagsApi(kind).all,
});

/** Every device group of the workspace (the query of filters and pickers). */
export const groupOptionsQuery = { queryKey: [FLEET_KEY, 'groups', 'all'], queryFn: groupsApi.all };

/** Every tag of a kind, for filters and pickers. */
export function useTagOptions(kind: FleetTagKind) {
  return useQuery(tagOptionsQuery(kind));
}

/** Every device group of the workspace, for filters and pickers. */
export function useGroupOptions() {
  return useQuery(groupOptionsQuery);
}

/** After any fleet change: lists, counts and pickers of every fleet screen load again. */
export function useFleetRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [FLEET_KEY] });
}
