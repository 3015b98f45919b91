import { arrAdd as treeArrAdd, arrDel as treeArrDel } from '@rc-component/tree';
import { describe, expect, it } from 'vitest';
import { arrAdd, arrDel } from './treeSelection';

describe('arrAdd and arrDel (the table selection helpers the build takes from treeSelection)', () => {
  it('answer as @rc-component/tree does', () => {
    for (const list of [undefined, [], [1], [1, 2, 1], [2, 3]]) {
      for (const value of [1, 2, 4]) {
        expect(arrAdd(list, value), `add ${value} to ${list}`).toEqual(treeArrAdd(list as never, value));
        expect(arrDel(list, value), `del ${value} from ${list}`).toEqual(treeArrDel(list as never, value));
      }
    }
  });
});
