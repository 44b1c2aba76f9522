import { z } from 'zod';

/** GET health and health/ready: whether the server (and its database) answers. */
export const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']).optional(),
});
export type THealth = z.infer<typeof ZHealth>;
