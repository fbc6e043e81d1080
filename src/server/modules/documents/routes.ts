import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentSearchTotalHeader,
  zDocumentAiAccessInput,
  zDocumentListItem,
  zDocumentListQuery,
  zDocumentSearchHit,
  zDocumentSearchQuery,
  zDocumentView,
  zUpdateDocumentInput,
  zUploadErrorResponse,
  zUploadResponse,
} from '@shared/document';
import { zDocument } from '@shared/document-detail';
import {
  figuresCsvFileName,
  zDocumentFiguresCsvQuery,
  zDocumentFiguresQuery,
  zDocumentFiguresResponse,
} from '@shared/document-figures';
import { zDocumentSummary, zDocumentSummaryResponse } from '@shared/document-summary';
import { uploadTexts } from '@shared/document-upload';
import { zModelRereadingProgress } from '@shared/model-rereading';
import { zErrorResponse } from '@shared/errors';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { AppError } from '../../errors';
import { zIdParams } from '../../http/params';
import { recordAudit } from '../audit/service';
import { contentDisposition } from './content-disposition';
import { csvContentType, csvMediaType } from '../../http/csv';
import { writeFiguresCsv } from './figures-csv';
import { listDocumentFigures } from './list-document-figures';
import { multipartUploadParts } from './multipart-upload-parts';
import { searchDocuments } from './search-documents';
import {
  archiveDocument,
  deleteDocument,
  findDocument,
  getDocument,
  getDocumentSummary,
  listDocuments,
  modelRereadingProgress,
  regenerateSummary,
  setDocumentAiAccess,
  viewDocument,
} from './service';
import { uploadDocuments } from './upload-documents';

const errors = {
  400: zErrorResponse,
  401: zErrorResponse,
  403: zErrorResponse,
  404: zErrorResponse,
  409: zErrorResponse,
};

/** Reading these is recorded in the audit trail; downloads of any document are. */
const auditedViewLevels = new Set(['confidential', 'restricted']);

export const documentRoutes: FastifyPluginAsyncZod<
  RouteDeps<'db' | 'clock' | 'blobStore' | 'analyst' | 'wakeWorker'>
> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        querystring: zDocumentListQuery.extend({ q: zDocumentSearchQuery.shape.q.optional() }),
        response: { 200: z.union([z.array(zDocumentSearchHit), z.array(zDocumentListItem)]), ...errors },
      },
    },
    async (request, reply) => {
      const { q, investmentId } = request.query;
      if (!q) return listDocuments(db, scopeOf(request), { investmentId });
      const { total, hits } = await searchDocuments(db, scopeOf(request), { q, investmentId });
      return reply.header(documentSearchTotalHeader, total).send(hits);
    },
  );

  app.get(
    '/documents/model-reading',
    { schema: { tags: ['documents'], response: { 200: zModelRereadingProgress, ...errors } } },
    async (request) => modelRereadingProgress(db, scopeOf(request).teamId),
  );

  app.post(
    '/documents/upload',
    {
      config: { role: 'member' },
      schema: {
        tags: ['documents'],
        response: { ...errors, 201: zUploadResponse, 400: zUploadErrorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('bad_request', 'Send the files as multipart/form-data');
      const result = await uploadDocuments(deps, scopeOf(request), multipartUploadParts(request));
      if (result.documents.length === 0 && result.errors.length === 0) {
        throw new AppError('bad_request', uploadTexts.noFiles);
      }
      if (result.documents.length === 0) {
        return reply.code(400).send({ message: uploadTexts.noneStored, ...result });
      }
      deps.wakeWorker();
      await recordAudit(
        deps,
        request,
        result.documents.map((document) => ({
          action: 'document_uploaded',
          objectType: 'document',
          objectId: document.id,
          objectName: document.name,
          details: { confidentialityLevel: document.confidentialityLevel },
        })),
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/documents/:id',
    { schema: { tags: ['documents'], params: zIdParams, response: { 200: zDocument, ...errors } } },
    async (request) => {
      const document = await getDocument(db, scopeOf(request), request.params.id);
      if (auditedViewLevels.has(document.confidentialityLevel)) {
        await recordAudit(deps, request, {
          action: 'document_viewed',
          objectType: 'document',
          objectId: document.id,
          objectName: document.name,
          details: { confidentialityLevel: document.confidentialityLevel },
        });
      }
      return document;
    },
  );

  app.get(
    '/documents/:id/summary',
    {
      schema: {
        tags: ['documents'],
        params: zIdParams,
        response: { 200: zDocumentSummaryResponse, ...errors },
      },
    },
    async (request) => getDocumentSummary(db, scopeOf(request), request.params.id),
  );

  app.get(
    '/documents/:id/view',
    { schema: { tags: ['documents'], params: zIdParams, response: { 200: zDocumentView, ...errors } } },
    async (request) => {
      const { view, confidentialityLevel } = await viewDocument(db, scopeOf(request), request.params.id);
      if (auditedViewLevels.has(confidentialityLevel)) {
        await recordAudit(deps, request, {
          action: 'document_viewed',
          objectType: 'document',
          objectId: request.params.id,
          objectName: view.name,
          details: { confidentialityLevel },
        });
      }
      return view;
    },
  );

  app.get(
    '/documents/:id/figures',
    {
      schema: {
        tags: ['documents'],
        params: zIdParams,
        querystring: zDocumentFiguresQuery,
        response: { 200: zDocumentFiguresResponse, ...errors },
      },
    },
    async (request) => {
      const { limit, offset, ...order } = request.query;
      const { figures, total } = await listDocumentFigures(db, scopeOf(request), {
        documentId: request.params.id,
        ...order,
        page: { limit, offset },
      });
      return { figures, total };
    },
  );

  app.get(
    '/documents/:id/figures.csv',
    {
      schema: {
        tags: ['documents'],
        params: zIdParams,
        querystring: zDocumentFiguresCsvQuery,
        response: {
          200: {
            description: 'The figure ledger as CSV, a row a figure under a header row',
            content: { [csvMediaType]: { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { document, figures } = await listDocumentFigures(db, scopeOf(request), {
        documentId: request.params.id,
        ...request.query,
      });
      await recordAudit(deps, request, {
        action: 'export',
        objectType: 'document',
        objectId: request.params.id,
        objectName: figuresCsvFileName(document.name),
      });
      return reply
        .type(csvContentType)
        .header('content-disposition', contentDisposition(figuresCsvFileName(document.name)))
        .send(writeFiguresCsv(figures));
    },
  );

  app.get(
    '/documents/:id/download',
    { schema: { tags: ['documents'], params: zIdParams } },
    async (request, reply) => {
      const row = await findDocument(db, scopeOf(request), request.params.id);
      const stream = await deps.blobStore.open(row.blobSha256);
      await recordAudit(deps, request, {
        action: 'document_downloaded',
        objectType: 'document',
        objectId: row.id,
        objectName: row.name,
        details: { confidentialityLevel: row.confidentialityLevel },
      });
      return reply
        .type(row.mimeType)
        .header('content-length', row.fileSize)
        .header('content-disposition', contentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.post(
    '/documents/:id/generate-summary',
    {
      config: { role: 'member' },
      schema: {
        tags: ['documents'],
        params: zIdParams,
        response: { 200: z.object({ summary: zDocumentSummary }), ...errors },
      },
    },
    async (request) => ({
      summary: await regenerateSummary(
        {
          ...deps,
          summarise: deps.analyst.summariseDocument,
          readWithModel: deps.analyst.readDocumentWithModel,
        },
        scopeOf(request),
        request.params.id,
      ),
    }),
  );

  app.patch(
    '/documents/:id',
    {
      config: { role: 'member' },
      schema: {
        tags: ['documents'],
        params: zIdParams,
        body: zUpdateDocumentInput,
        response: { 200: zDocumentListItem, ...errors },
      },
    },
    async (request) => {
      const document = await archiveDocument(deps, scopeOf(request), request.params.id);
      await recordAudit(deps, request, {
        action: 'document_archived',
        objectType: 'document',
        objectId: document.id,
        objectName: document.name,
      });
      return document;
    },
  );

  app.patch(
    '/documents/:id/ai-access',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['documents'],
        params: zIdParams,
        body: zDocumentAiAccessInput,
        response: { 200: zDocumentListItem, ...errors },
      },
    },
    async (request) => {
      const document = await setDocumentAiAccess(
        deps,
        scopeOf(request),
        request.params.id,
        request.body.keepOutOfAi,
      );
      await recordAudit(deps, request, {
        action: 'document_ai_access_changed',
        objectType: 'document',
        objectId: document.id,
        objectName: document.name,
        details: { keepOutOfAi: document.keepOutOfAi },
      });
      return document;
    },
  );

  app.delete(
    '/documents/:id',
    {
      config: { role: 'member' },
      schema: { tags: ['documents'], params: zIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const name = await deleteDocument(deps, scopeOf(request), request.params.id);
      await recordAudit(deps, request, {
        action: 'document_deleted',
        objectType: 'document',
        objectId: request.params.id,
        objectName: name,
      });
      return reply.code(204).send(null);
    },
  );
};
