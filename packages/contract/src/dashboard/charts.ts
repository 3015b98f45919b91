import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { DEVICE_STATUSES } from '../devices/constants.ts';
import { TASK_SUBTYPES } from '../tasks/kinds.ts';

/** Days the consumption/recharge chart covers, today included (UTC dates). */
export const CHART_DAYS = 30;

/** `GET /dashboard/charts`: the control panel's charts, for the caller's workspace (the admin: every workspace). */
export const dashboardCharts = z.object({
  /**
   * One entry per UTC day, oldest first, CHART_DAYS of them; days without entries are 0.
   * `fans`: the workspace's accounts' followers in total as recorded that day (the last
   * record of the day); null for a day without a record (before `fansSince`, or a day the server was down).
   */
  days: z.array(
    z.object({
      date: z.string(),
      consumption: z.number().int(),
      recharge: z.number().int(),
      fans: z.number().int().nullable(),
    }),
  ),
  /** The first day the fans total was recorded for the caller (null: never yet); no history exists before it. */
  fansSince: z.string().nullable(),
  /** Outcomes of the steps of every task, by kind (only kinds with tasks). */
  taskOutcomes: z.array(
    z.object({
      subtype: z.enum(TASK_SUBTYPES),
      success: z.number().int(),
      failed: z.number().int(),
      abnormal: z.number().int(),
    }),
  ),
  /** Devices by status (only statuses that have devices). */
  deviceStatus: z.array(z.object({ status: z.enum(DEVICE_STATUSES), count: z.number().int() })),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;

export const dashboardChartEndpoints = endpointGroup('dashboard', {
  charts: {
    method: 'GET',
    path: '/dashboard/charts',
    summary: 'Consumption and recharge over 30 days, fans trend, task outcomes by kind, devices by status',
    response: dashboardCharts,
  },
});
