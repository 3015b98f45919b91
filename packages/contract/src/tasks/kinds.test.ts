import { describe, expect, it } from 'vitest';
import { translate } from '../common/messages.ts';
import { TASK_BODIES } from './kindBodies.ts';
import {
  IMPLEMENTED_SUBTYPES,
  MENU_SUBTYPES,
  subtypeFromMessage,
  TASK_KINDS,
  TASK_NOTIFY_KEYWORD,
  TASK_SUBTYPES,
  TASK_TYPE_OF,
} from './kinds.ts';
import { profileChanges } from './lifecycle.ts';
import { PROFILE_FIELDS } from './lifecycleOptions.ts';

describe('task kinds registry', () => {
  it('says honestly which kinds run: each of those has a creation path and a body, and no other kind has a body', () => {
    for (const s of IMPLEMENTED_SUBTYPES) {
      // Platform actions under /tiktok/api/online; fan collection, a lookup task, under its resource screen.
      expect(TASK_KINDS[s].path).toMatch(/^\/(tiktok\/api\/online|resource\/gather)\//);
      expect(TASK_BODIES[s].safeParse).toBeTypeOf('function');
    }
    expect(Object.keys(TASK_BODIES).sort()).toEqual([...IMPLEMENTED_SUBTYPES].sort());
    expect(TASK_TYPE_OF.batch_login).toBe('device');
    expect(TASK_TYPE_OF.like).toBe('toker');
  });

  it('places each kind page at a menu position of its own within its area', () => {
    const slot = (s: (typeof MENU_SUBTYPES)[number]) => {
      const { screen, menu } = TASK_KINDS[s];
      return `${screen.slice(0, screen.lastIndexOf('/'))}#${menu.order}`;
    };
    const shared = MENU_SUBTYPES.filter((s) => MENU_SUBTYPES.some((o) => o !== s && slot(o) === slot(s)));
    expect(shared.map((s) => `${s} at ${slot(s)}`)).toEqual([]);
  });

  it('reads back the kind of every notification the server writes', () => {
    for (const s of TASK_SUBTYPES) {
      const word = TASK_NOTIFY_KEYWORD[s];
      const head = `${word[0]!.toUpperCase()}${word.slice(1)} task 17950000000012345 stopped`;
      expect(subtypeFromMessage(`${head}: 1 succeeded, 0 failed, 0 abnormal ("a like task")`)).toBe(s);
    }
    expect(subtypeFromMessage('Points credited')).toBeNull();
  });

  it('reads back the kind of a task notification shown in Chinese', () => {
    for (const s of TASK_SUBTYPES) {
      const params = {
        kind: `task.subtype.${s}`,
        logId: '17950000000012345',
        success: 1,
        failed: 0,
        error: 0,
      };
      const text = translate('notice.taskStopped', 'zh', { ...params, name: '收藏 a like task' });
      expect(subtypeFromMessage(text), text).toBe(s);
    }
  });
});

describe('profile edit fields', () => {
  it('lists, without zod, exactly the keys of the profile changes schema in their order', () => {
    expect(PROFILE_FIELDS).toEqual(profileChanges.keyof().options);
  });
});

describe('task notifications name the kind as everything else does (docs/glossary.md)', () => {
  it.each(TASK_SUBTYPES)(
    '%s: begins with its English name, and each language reads back to the kind',
    (subtype) => {
      const en = translate(`task.subtype.${subtype}`, 'en');
      expect(TASK_NOTIFY_KEYWORD[subtype]).toBe(en.toLowerCase());
      for (const lang of ['en', 'zh'] as const) {
        const params = {
          word: en,
          kind: `task.subtype.${subtype}`,
          logId: '12',
          name: 'n',
          success: 1,
          failed: 0,
          error: 0,
        };
        expect(subtypeFromMessage(translate('notice.taskCompleted', lang, params))).toBe(subtype);
      }
    },
  );
});
