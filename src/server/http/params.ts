import { z } from 'zod';

/** A numeric row id in a path; anything else (or beyond PostgreSQL's integer) is a 400, not a 500. */
export const zIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
