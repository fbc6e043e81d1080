import { z } from 'zod';

/** Every error the API answers: a sentence for people, and per-field messages for forms. */
export const zErrorResponse = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof zErrorResponse>;
