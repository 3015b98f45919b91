import {
  IMPLEMENTED_SUBTYPES,
  LOG_ID_DIGITS,
  TASK_NAME_MAX,
  TASK_STATUSES,
  type TaskCreator,
  type TaskStatus,
  type TaskSubtype,
} from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { tasksApi } from '../../api/tasks';
import { SelectFilter } from '../fleet/choiceFilter';
import { DaysFilter } from '../fleet/DaysFilter';
import { type DayRange, dayBounds } from '../fleet/dayRange';
import { TextFilter, textOrUnset } from '../fleet/textFilter';
import { statusLabel, subtypeLabel } from './labels';
import { TASKS_KEY } from './queryKeys';
import type { TaskFilter } from './useTaskList';

/** A task list's status filter. */
export function StatusFilter() {
  return (
    <SelectFilter<TaskStatus>
      name="status"
      label="tasks.field.status"
      width={150}
      options={TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
    />
  );
}

/** What the task center's filter bar holds. */
export interface CenterFilterValues {
  numberId?: string;
  name?: string;
  subtype?: TaskSubtype;
  status?: TaskStatus;
  creatorId?: number;
  created?: DayRange;
}

/** The bar's values as the list's body: blank text unset, the days as whole local days. */
export function centerFilter(v: CenterFilterValues): TaskFilter {
  return {
    numberId: textOrUnset(v.numberId),
    name: textOrUnset(v.name),
    subtype: v.subtype,
    status: v.status,
    creatorId: v.creatorId,
    ...dayBounds('createTime', v.created),
  };
}

/** The people whose tasks the caller sees (the creator filter and column), asked once when `enabled`. */
export function useTaskCreators(enabled: boolean): TaskCreator[] {
  const { data } = useQuery({
    queryKey: [TASKS_KEY, 'creators'],
    queryFn: tasksApi.creators,
    enabled,
    staleTime: 60_000,
  });
  return data ?? [];
}

/** The task center's filters: number, name, kind, status, creator and the days it was created. */
export default function TaskCenterFilters({
  creators,
  creatorName,
}: {
  creators: readonly TaskCreator[];
  creatorName: (id: number) => string;
}) {
  return (
    <>
      <TextFilter name="numberId" label="tasks.field.number" width={180} maxLength={LOG_ID_DIGITS} />
      <TextFilter name="name" label="tasks.field.name" maxLength={TASK_NAME_MAX} />
      <SelectFilter<TaskSubtype>
        name="subtype"
        label="tasks.field.type"
        width={200}
        options={IMPLEMENTED_SUBTYPES.map((s) => ({ value: s, label: subtypeLabel(s) }))}
      />
      <StatusFilter />
      <SelectFilter<number>
        name="creatorId"
        label="tasks.center.creator"
        width={180}
        options={creators.map((c) => ({ value: c.id, label: creatorName(c.id) }))}
      />
      <DaysFilter
        name="created"
        label="tasks.field.createTime"
        from="finance.startDate"
        to="finance.endDate"
      />
    </>
  );
}
