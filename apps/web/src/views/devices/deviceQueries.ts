import type { DeviceItem, Page } from '@reelfleet/contract';
import type { QueryClient } from '@tanstack/react-query';
import { FLEET_KEY } from '../../components/fleet/queries';

/** The device list's queries (and the pickers') start with this key. */
export const DEVICE_LIST_KEY = [FLEET_KEY, 'devices'] as const;

/** One device's details. */
export const deviceKey = (id: number | null) => [FLEET_KEY, 'device', id] as const;

/**
 * A device's status changes with time (the farm's spells, the rental's end),
 * so a list read earlier can disagree with details read now. The newer read
 * wins: every cached list row of the device takes the details' values.
 */
export function syncDeviceRows(client: QueryClient, device: DeviceItem): void {
  client.setQueriesData<Page<DeviceItem>>({ queryKey: DEVICE_LIST_KEY }, (page) => {
    if (!page?.list.some((row) => row.id === device.id && !sameRow(row, device))) return page;
    return { ...page, list: page.list.map((row) => (row.id === device.id ? device : row)) };
  });
}

const sameRow = (a: DeviceItem, b: DeviceItem) => JSON.stringify(a) === JSON.stringify(b);
