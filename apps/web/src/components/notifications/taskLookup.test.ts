import { describe, expect, it } from 'vitest';
import { inferTaskKind, isTaskKind, screenOfMark, TASK_KIND_PATHS } from './taskLookup';

describe('inferTaskKind', () => {
  it.each([
    ['Your like task has finished', 'like'],
    ['点赞任务已完成', 'like'],
    ['Batch login finished: 3 of 3 accounts logged in', 'batch_login'],
    ['批量注册任务已结束', 'signup'],
    ['Account maintenance task completed', 'maintenance'],
    ['Fan collection finished', 'comment_fans'],
    ['Bulk save task finished', 'save'],
    ['Direct message task stopped', 'message'],
    ['评论任务已完成', 'comments'],
    ['Video post published', 'post'],
    ['Account registration task 7 completed: 10 succeeded, 0 failed, 0 abnormal', 'signup'],
    ['Change to corporate account task 8 stopped', 'business_account'],
    ['Private message task 9 completed', 'message'],
    ['Video publish task 10 completed', 'post'],
  ])('reads the task kind from the notification text, in English and Chinese: %s', (text, kind) => {
    expect(inferTaskKind(text)).toBe(kind);
  });

  it('checks the specific words before the general ones', () => {
    // "batch registration" is a sign-up, not a login; "fan collection" is not a save.
    expect(inferTaskKind('Batch registration: login to the new accounts works')).toBe('signup');
    expect(inferTaskKind('Fan collection: collected 120 fans')).toBe('comment_fans');
  });

  it('says so when nothing matches', () => {
    expect(inferTaskKind('Points credited')).toBeNull();
  });
});

describe('task kinds', () => {
  it('have a screen for every subtype', () => {
    for (const kind of Object.keys(TASK_KIND_PATHS)) expect(isTaskKind(kind)).toBe(true);
    expect(isTaskKind('unknown')).toBe(false);
  });
});

describe('screenOfMark', () => {
  it('opens a screen mark (paused work of one kind) as it is, and looks a logId up', () => {
    expect(screenOfMark('/toker/like')).toBe('/toker/like');
    expect(screenOfMark('123456789012345')).toBeNull();
    // Never another site.
    expect(screenOfMark('//example.com/x')).toBeNull();
  });
});
