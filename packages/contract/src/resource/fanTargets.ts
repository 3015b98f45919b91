import { z } from 'zod';
import { entityId } from '../common/query.ts';

/**
 * Collected fans as targets of other task kinds (message, follow): a body
 * names fans tags, and the fans carrying them are its targets.
 */
export const fanTargetFields = {
  fanLabelIds: z.array(entityId).max(100).optional(),
};
