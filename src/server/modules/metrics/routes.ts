import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zMetrics } from '@shared/metrics';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { getMetrics } from './service';

export const metricsRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock'>> = async (app, deps) => {
  app.get(
    '/metrics',
    { schema: { tags: ['metrics'], response: { 200: zMetrics, 401: zErrorResponse } } },
    async (request) => getMetrics(deps, scopeOf(request)),
  );
};
