import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zHealth } from '@shared/health';
import { checkHealth, type HealthDeps } from './check-health';

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: zHealth, 503: zHealth } },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      // 503 takes the process out of a load balancer's rotation until it recovers.
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
