import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zMetrics } from '@shared/metrics';
import type { AppDeps } from '../../app';
import { scopeOf } from '../../auth/guard';
import { getMetrics } from './service';

export const metricsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/metrics',
    { schema: { tags: ['metrics'], response: { 200: zMetrics, 401: zErrorResponse } } },
    async (request) => getMetrics(deps, scopeOf(request)),
  );
};
