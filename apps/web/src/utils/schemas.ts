/**
 * The contract's zod schemas the console checks form fields with (the wizards' bodies, the
 * dialogs' fields), in a chunk of their own fetched the first time a field is checked
 * (lazySchema.ts): zod and the bodies stay out of what a wizard or a dialog loads before it shows.
 * Imported only through lazySchema.ts.
 */
export {
  accountAddBody,
  accountResourceAddBody,
  accountUpdateBody,
  changePasswordBody,
  deviceRenewBody,
  deviceRentBody,
  deviceUpdateBody,
  groupName,
  profileChanges,
  proxyLine,
  TASK_BODIES,
  tagName,
  taskCommonFields,
  taskName,
  updateInfoBody,
} from '@reelfleet/contract';
