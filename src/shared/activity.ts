import { z } from 'zod';

/** SPEC 3 Activity, with the investment it concerns when there is one. */
export const zActivity = z.object({
  id: z.number().int(),
  description: z.string(),
  investmentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof zActivity>;
