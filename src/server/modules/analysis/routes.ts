import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zAnalysisQuery, zInvestmentAnalysis } from '@shared/investment-analysis';
import type { Analyst } from '../../ai/contracts';
import { scopeOf } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../storage/blob-store';
import { contentDisposition } from '../documents/service';
import { zIdParams } from '../../http/params';
import { recordAudit } from '../audit/service';
import { currentAnalysis } from './current-analysis';
import { generateMemo } from './generate-memo';

const errors = { 400: zErrorResponse, 401: zErrorResponse, 404: zErrorResponse };

type Deps = { db: Db; clock: Clock; analyst: Analyst; blobStore: BlobStore; wakeWorker: () => void };

export const analysisRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/investments/:id/analysis',
    {
      schema: {
        tags: ['investments'],
        params: zIdParams,
        querystring: zAnalysisQuery,
        response: { 200: zInvestmentAnalysis, ...errors },
      },
    },
    async (request) =>
      currentAnalysis(deps, scopeOf(request), request.params.id, { refresh: request.query.refresh }),
  );

  app.post(
    '/investments/:id/memo/generate',
    {
      config: { role: 'member' },
      // A PDF, not JSON: the reply is sent as it is, like a document's download.
      schema: { tags: ['investments'], params: zIdParams },
    },
    async (request, reply) => {
      const memo = await generateMemo(deps, scopeOf(request), request.params.id);
      await recordAudit(deps, request, {
        action: 'memo_generated',
        objectType: 'investment',
        objectId: request.params.id,
        objectName: memo.investmentName,
        details: {
          documentIds: memo.documentIds,
          modelCalled: await deps.analyst.usesModel(scopeOf(request).teamId),
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(memo.fileName))
        .send(memo.pdf);
    },
  );
};
