import type { z } from 'zod';
import { commentFansTaskBody } from '../resource/gather.ts';
import { postTaskBody } from '../video/index.ts';
import { commentsTaskBody, followTaskBody, messageTaskBody } from './acquisition.ts';
import { batchLoginTaskBody, maintenanceTaskBody, videoTaskBody, viewTaskBody } from './bodies.ts';
import type { ImplementedSubtype } from './kinds.ts';
import { batchModifyProfileTaskBody, businessAccountTaskBody, signupTaskBody } from './lifecycle.ts';

/**
 * The creation body of each kind the server runs (also what a quote and a recurring
 * job carry). Apart from TASK_KINDS (kinds.ts) so that what the console reads of a
 * kind does not load zod.
 */
export const TASK_BODIES = {
  signup: signupTaskBody,
  business_account: businessAccountTaskBody,
  batch_modify_profile: batchModifyProfileTaskBody,
  maintenance: maintenanceTaskBody,
  batch_login: batchLoginTaskBody,
  comment_fans: commentFansTaskBody,
  save: videoTaskBody,
  view: viewTaskBody,
  follow: followTaskBody,
  message: messageTaskBody,
  comments: commentsTaskBody,
  post: postTaskBody,
  like: videoTaskBody,
} as const satisfies Record<ImplementedSubtype, z.ZodType>;
