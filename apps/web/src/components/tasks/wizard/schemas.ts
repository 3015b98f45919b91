/**
 * The contract's zod schemas the wizards check fields with, in a chunk of their own fetched the
 * first time a field is checked (lazySchema.ts): zod and the creation bodies stay out of what a
 * wizard loads before its first step shows. Imported only through lazySchema.ts.
 */
export { profileChanges, TASK_BODIES, taskCommonFields, taskName } from '@reelfleet/contract';
