import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zInvestmentAnalysis } from '@shared/investment-analysis';
import { scopeOf } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../storage/blob-store';
import { contentDisposition } from '../documents/service';
import { zIdParams } from '../../http/params';
import { analyseInvestment } from './analyse-investment';
import { generateMemo } from './generate-memo';

const errors = { 400: zErrorResponse, 401: zErrorResponse, 404: zErrorResponse };

type Deps = { db: Db; clock: Clock; blobStore: BlobStore; wakeWorker: () => void };

export const analysisRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/investments/:id/analysis',
    {
      schema: {
        tags: ['investments'],
        params: zIdParams,
        response: { 200: zInvestmentAnalysis, ...errors },
      },
    },
    async (request) => analyseInvestment(deps, scopeOf(request), request.params.id),
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
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(memo.fileName))
        .send(memo.pdf);
    },
  );
};
