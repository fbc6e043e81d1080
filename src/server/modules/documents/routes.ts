import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zDocumentListItem, zDocumentListQuery } from '@shared/document';
import { zErrorResponse } from '@shared/errors';
import type { AppDeps } from '../../app';
import { scopeOf } from '../../auth/guard';
import { listDocuments } from './service';

export const documentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        querystring: zDocumentListQuery,
        response: { 200: z.array(zDocumentListItem), 400: zErrorResponse, 401: zErrorResponse },
      },
    },
    async (request) => listDocuments(db, scopeOf(request), request.query),
  );
};
