import { z } from 'zod';

/**
 * GET /api/health, for a load balancer or a container's health check: no sign-in, no team data.
 * `worker` is 'none' in a process that runs no job worker (ROLE=web).
 */
export const zHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  worker: z.enum(['running', 'stopped', 'none']),
});
export type Health = z.infer<typeof zHealth>;
