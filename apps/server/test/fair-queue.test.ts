import { describe, expect, it } from 'vitest';
import { FairQueue } from '../src/modules/material/fair-queue.ts';

describe('the thumbnail queue, round-robin by workspace', () => {
  it('runs one job at a time; a newcomer waits only for the job running when it came', async () => {
    const queue = new FairQueue<string>();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 2));
      order.push(name);
      running--;
    };
    for (let i = 1; i <= 15; i++) queue.push('A', job(`A${i}`));
    // B and C come while A1 runs; A keeps adding to its own queue meanwhile.
    queue.push('B', job('B1'));
    queue.push('B', job('B2'));
    queue.push('C', job('C1'));
    queue.push('A', job('A16'));
    await queue.idle();
    expect(most).toBe(1);
    expect(order.slice(0, 7)).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'A4']);
    expect(order).toHaveLength(19);
    expect(order.filter((n) => n.startsWith('A'))).toEqual(Array.from({ length: 16 }, (_, i) => `A${i + 1}`));
  });

  it('goes on after a failed job and starts again after it fell idle', async () => {
    const queue = new FairQueue<number>();
    const done: number[] = [];
    queue.push(1, async () => {
      throw new Error('decoder');
    });
    queue.push(1, async () => {
      done.push(1);
    });
    await queue.idle();
    queue.push(2, async () => {
      done.push(2);
    });
    await queue.idle();
    expect(done).toEqual([1, 2]);
  });
});
