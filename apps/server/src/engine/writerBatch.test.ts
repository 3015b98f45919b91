import { describe, expect, it } from 'vitest';
import type { ClaimedStep } from './store/claim.ts';
import type { Completion } from './store/completion.ts';
import { takeWriterBatch } from './writerBatch.ts';

let nextId = 1;
/** A returned step of `taskId` (what it came back with does not matter to the batching). */
const of = (taskId: number): Completion => ({
  kind: 'returned',
  step: { id: nextId++, taskId } as ClaimedStep,
});
const tasks = (cs: readonly Completion[]) => [...new Set(cs.map((c) => c.step.taskId))];

describe('takeWriterBatch', () => {
  it('with one writer takes every free completion, up to the batch size', () => {
    const pending = [of(1), of(2), of(1), of(3)];
    const writing = new Set<number>();
    const { batch, rest } = takeWriterBatch(pending, writing, 1, 100);
    expect(batch).toHaveLength(4);
    expect(rest).toEqual([]);
    expect([...writing].sort()).toEqual([1, 2, 3]);
    const capped = takeWriterBatch([of(1), of(1), of(2)], new Set(), 1, 2);
    expect(capped.batch).toHaveLength(2);
    expect(capped.rest).toHaveLength(1);
  });

  it('with two free writers takes about half, in whole tasks, and leaves the other tasks whole', () => {
    const pending = [1, 2, 3, 4, 1, 2, 3, 4].map(of);
    const writing = new Set<number>();
    const first = takeWriterBatch(pending, writing, 2, 100);
    expect(first.batch).toHaveLength(4);
    expect(tasks(first.batch)).toEqual([1, 2]);
    const second = takeWriterBatch(first.rest, writing, 1, 100);
    expect(tasks(second.batch)).toEqual([3, 4]);
    expect(second.rest).toEqual([]);
  });

  it('never takes a task another writer is writing', () => {
    const pending = [of(1), of(2), of(1)];
    const writing = new Set([1]);
    const { batch, rest } = takeWriterBatch(pending, writing, 1, 100);
    expect(tasks(batch)).toEqual([2]);
    expect(tasks(rest)).toEqual([1]);
    const none = takeWriterBatch(rest, writing, 1, 100);
    expect(none.batch).toEqual([]);
    expect(none.rest).toEqual(rest);
  });
});
