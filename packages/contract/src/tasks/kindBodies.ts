import type { z } from 'zod';
import { commentFansTaskBody } from '../resource/gather.ts';
import { postTaskBody } from '../video/index.ts';
import { commentsTaskBody, followTaskBody, messageTaskBody } from './acquisition.ts';
import { batchLoginTaskBody, maintenanceTaskBody, videoTaskBody, viewTaskBody } from './bodies.ts';
import { IMPLEMENTED_SUBTYPES, type ImplementedSubtype, TASK_KINDS } from './kinds.ts';
import { batchModifyProfileTaskBody, businessAccountTaskBody, signupTaskBody } from './lifecycle.ts';

/**
 * The creation body schemas, by the name a kind's entry gives as its `body` (kinds.ts). Apart
 * from TASK_KINDS so that what the console reads of a kind does not load zod.
 */
export const BODY_SCHEMAS = {
  signupTaskBody,
  businessAccountTaskBody,
  batchModifyProfileTaskBody,
  maintenanceTaskBody,
  batchLoginTaskBody,
  commentFansTaskBody,
  videoTaskBody,
  viewTaskBody,
  followTaskBody,
  messageTaskBody,
  commentsTaskBody,
  postTaskBody,
} as const satisfies Record<string, z.ZodType>;

type BodyName = keyof typeof BODY_SCHEMAS;
type BodyOf<S extends ImplementedSubtype> = (typeof TASK_KINDS)[S]['body'];

/** A kind whose `body` names no schema here fails to compile (its name is in the error). */
type UnknownBody = { [S in ImplementedSubtype]: BodyOf<S> extends BodyName ? never : S }[ImplementedSubtype];
const everyBodyKnown: [UnknownBody] extends [never] ? true : { bodyNotInBodySchemas: UnknownBody } = true;
void everyBodyKnown;

/** The creation body of each kind the server runs (also what a quote and a recurring job carry). */
export const TASK_BODIES = Object.fromEntries(
  IMPLEMENTED_SUBTYPES.map((s) => [s, BODY_SCHEMAS[TASK_KINDS[s].body as BodyName]]),
) as { [S in ImplementedSubtype]: (typeof BODY_SCHEMAS)[BodyOf<S> & BodyName] };
