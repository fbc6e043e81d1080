import { z } from 'zod';

/**
 * GET /api/documents/model-reading: while the team's documents are read again by a newly chosen model,
 * how far it got; null when no re-reading is under way.
 */
export const zModelRereadingProgress = z.object({
  reading: z.object({ model: z.string(), done: z.number().int(), total: z.number().int() }).nullable(),
});
export type ModelRereadingProgress = z.infer<typeof zModelRereadingProgress>;
