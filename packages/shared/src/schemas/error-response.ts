import { z } from 'zod';

/** The §8 error answer: `{ error_key, message, errors }`. */
export const ZErrorResponse = z
  .object({
    error_key: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
