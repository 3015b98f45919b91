import { describe, expect, it } from 'vitest';
import {
  IMPLEMENTED_SUBTYPES,
  subtypeFromMessage,
  TASK_KINDS,
  TASK_NOTIFY_KEYWORD,
  TASK_SUBTYPES,
  TASK_TYPE_OF,
} from './kinds.ts';

describe('task kinds registry', () => {
  it('declares the 13 subtypes and says honestly which run', () => {
    expect(TASK_SUBTYPES).toHaveLength(13);
    expect([...IMPLEMENTED_SUBTYPES].sort()).toEqual([
      'batch_login',
      'comments',
      'follow',
      'like',
      'maintenance',
      'message',
      'save',
      'view',
    ]);
    for (const s of IMPLEMENTED_SUBTYPES) {
      expect(TASK_KINDS[s].path).toMatch(/^\/tiktok\/api\/online\//);
      expect(TASK_KINDS[s].body).not.toBeNull();
    }
    expect(TASK_TYPE_OF.batch_login).toBe('device');
    expect(TASK_TYPE_OF.like).toBe('toker');
  });

  it('reads back the kind of every notification the server writes', () => {
    for (const s of TASK_SUBTYPES) {
      const word = TASK_NOTIFY_KEYWORD[s];
      const head = `${word[0]!.toUpperCase()}${word.slice(1)} task 17950000000012345 stopped`;
      expect(subtypeFromMessage(`${head}: 1 succeeded, 0 failed, 0 abnormal ("a like task")`)).toBe(s);
    }
    expect(subtypeFromMessage('Points credited')).toBeNull();
  });
});
