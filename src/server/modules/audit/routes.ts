import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsvFileName, zAuditFilters, zAuditPage, zAuditQuery } from '@shared/audit';
import { zErrorResponse } from '@shared/errors';
import { zExportRecord } from '@shared/exports';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { csvContentType, csvMediaType } from '../../http/csv';
import { contentDisposition } from '../documents/service';
import { auditCsv, exportEntry, listAuditEvents, recordAudit } from './service';

const errors = { 400: zErrorResponse, 401: zErrorResponse, 403: zErrorResponse };

/** The team's audit trail, read by its admins only, and the exports each person makes (issue 26). */
export const auditRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock'>> = async (app, deps) => {
  app.get(
    '/audit-events',
    {
      config: { role: 'admin' },
      schema: { tags: ['audit'], querystring: zAuditQuery, response: { 200: zAuditPage, ...errors } },
    },
    async (request) => listAuditEvents(deps.db, scopeOf(request), request.query),
  );

  app.get(
    '/audit-events.csv',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['audit'],
        querystring: zAuditFilters,
        response: {
          200: {
            description: 'The filtered trail as CSV, newest first, a row an action under a header row',
            content: { [csvMediaType]: { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await recordAudit(deps, request, {
        action: 'export',
        objectType: 'audit',
        objectName: auditCsvFileName,
        details: request.query,
      });
      return reply
        .type(csvContentType)
        .header('content-disposition', contentDisposition(auditCsvFileName))
        .send(Readable.from(auditCsv(deps.db, scopeOf(request), request.query)) as never);
    },
  );

  // Any role may export what it may read; the screen builds the file only once this row is written.
  app.post(
    '/audit-events/exports',
    {
      schema: {
        tags: ['audit'],
        body: zExportRecord,
        response: { 204: z.null(), ...errors, 404: zErrorResponse },
      },
    },
    async (request, reply) => {
      await recordAudit(deps, request, await exportEntry(deps.db, scopeOf(request), request.body));
      return reply.code(204).send(null);
    },
  );
};
