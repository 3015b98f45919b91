import type { AccountItem, DeviceItem, MaterialItem, Page, TaskInfo } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import {
  accountPollMs,
  devicePollMs,
  materialPollMs,
  PROCESSING_POLL_MS,
  RUNNING_POLL_MS,
  SETTLING_POLL_MS,
  taskPollMs,
} from './livePolls';

const page = <R>(...list: R[]): Page<R> => ({ list, total: list.length, pageNo: 1, pageSize: 20 });
const rows = <R>(...statuses: string[]) => statuses.map((status, i) => ({ id: i + 1, status }) as R);

describe('the lists that keep up', () => {
  it('reads a device list again while a phone is on its way up, and stops once every phone has settled', () => {
    const devices = (...s: DeviceItem['status'][]) => page(...rows<DeviceItem>(...s));
    expect(devicePollMs(devices('online', 'offline'))).toBe(SETTLING_POLL_MS);
    expect(devicePollMs(devices('disconnected'))).toBe(SETTLING_POLL_MS);
    expect(devicePollMs(devices('online', 'arrears', 'banned'))).toBe(false);
    expect(devicePollMs(undefined)).toBe(false);
  });

  it('reads an account list again while an account waits for its login, not once each has an outcome', () => {
    const accounts = (...s: AccountItem['status'][]) => page(...rows<AccountItem>(...s));
    expect(accountPollMs(accounts('online', 'pending'))).toBe(SETTLING_POLL_MS);
    expect(accountPollMs(accounts('online', 'offline', 'abnormal', 'banned'))).toBe(false);
    expect(accountPollMs(page<AccountItem>())).toBe(false);
  });

  it('reads a material list again every few seconds while an upload is processing', () => {
    const materials = (...s: MaterialItem['status'][]) => page(...rows<MaterialItem>(...s));
    expect(materialPollMs(materials('ready', 'processing'))).toBe(PROCESSING_POLL_MS);
    expect(materialPollMs(materials('ready', 'failed'))).toBe(false);
    expect(PROCESSING_POLL_MS).toBeLessThanOrEqual(5_000);
  });

  it('reads a task list again often while a task is queued or running, slowly while one is paused', () => {
    const tasks = (...s: TaskInfo['status'][]) => page(...rows<TaskInfo>(...s));
    expect(taskPollMs(tasks('success', 'queue'))).toBe(RUNNING_POLL_MS);
    expect(taskPollMs(tasks('running', 'paused'))).toBe(RUNNING_POLL_MS);
    expect(taskPollMs(tasks('paused', 'failed'))).toBe(SETTLING_POLL_MS);
    expect(taskPollMs(tasks('success', 'failed'))).toBe(false);
    expect(RUNNING_POLL_MS).toBe(5_000);
  });
});
