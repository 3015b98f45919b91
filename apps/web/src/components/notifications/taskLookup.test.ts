import { describe, expect, it } from 'vitest';
import { inferTaskKind, isTaskKind, TASK_KIND_PATHS } from './taskLookup';

describe('inferTaskKind', () => {
  it('reads the task kind from the notification text, in English and Chinese', () => {
    expect(inferTaskKind('Your like task has finished')).toBe('like');
    expect(inferTaskKind('点赞任务已完成')).toBe('like');
    expect(inferTaskKind('Batch login finished: 3 of 3 accounts logged in')).toBe('batch_login');
    expect(inferTaskKind('批量注册任务已结束')).toBe('signup');
    expect(inferTaskKind('Account maintenance task completed')).toBe('maintenance');
    expect(inferTaskKind('Fan collection finished')).toBe('comment_fans');
    expect(inferTaskKind('Bulk save task finished')).toBe('save');
    expect(inferTaskKind('Direct message task stopped')).toBe('message');
    expect(inferTaskKind('评论任务已完成')).toBe('comments');
    expect(inferTaskKind('Video post published')).toBe('post');
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
