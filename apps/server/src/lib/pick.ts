import type { z } from 'zod';

/** The fields of `value` an object schema names: a contract item cut from a fuller record, as it is (not parsed). */
export function pickFields<S extends z.ZodObject>(schema: S, value: z.infer<S>): z.infer<S> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, value[k as keyof typeof value]]),
  ) as z.infer<S>;
}
