import type { DeviceItem, Page } from '@reelfleet/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEVICE_LIST_KEY, syncDeviceRows } from './deviceQueries';

const device = (id: number, status: DeviceItem['status']) => ({ id, name: `CP-${id}`, status }) as DeviceItem;
const page = (...list: DeviceItem[]): Page<DeviceItem> => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 20,
});

describe('syncDeviceRows', () => {
  it('gives every cached list row of the device the status its details were read with', () => {
    const client = new QueryClient();
    const first = [...DEVICE_LIST_KEY, {}, { pageNo: 1, pageSize: 20 }];
    const filtered = [...DEVICE_LIST_KEY, { status: 'offline' }, { pageNo: 1, pageSize: 20 }];
    client.setQueryData(first, page(device(1, 'offline'), device(2, 'offline')));
    client.setQueryData(filtered, page(device(1, 'offline')));

    syncDeviceRows(client, device(1, 'online'));

    const rows = (key: unknown[]) => client.getQueryData<Page<DeviceItem>>(key)?.list.map((d) => d.status);
    expect(rows(first)).toEqual(['online', 'offline']);
    expect(rows(filtered)).toEqual(['online']);
  });

  it('leaves a list without the device, or already agreeing, as it was', () => {
    const client = new QueryClient();
    const key = [...DEVICE_LIST_KEY, {}, { pageNo: 1, pageSize: 20 }];
    const before = page(device(2, 'offline'), device(3, 'online'));
    client.setQueryData(key, before);
    syncDeviceRows(client, device(1, 'online'));
    syncDeviceRows(client, device(3, 'online'));
    expect(client.getQueryData(key)).toBe(before);
  });
});
