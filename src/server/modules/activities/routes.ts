import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zActivity } from '@shared/activity';
import { zErrorResponse } from '@shared/errors';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { listActivities } from './service';

export const activityRoutes: FastifyPluginAsyncZod<RouteDeps<'db'>> = async (app, { db }) => {
  app.get(
    '/activities',
    { schema: { tags: ['activities'], response: { 200: z.array(zActivity), 401: zErrorResponse } } },
    async (request) => listActivities(db, scopeOf(request)),
  );
};
