import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zCompanyResearchInput, zCompanyResearchResult } from '@shared/tools';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { recordAudit } from '../audit/service';
import { researchCompany } from './research-company';

/** SPEC 7 company research, from what the team holds. Viewers may research. */
export const researchRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock' | 'analyst'>> = async (
  app,
  deps,
) => {
  app.post(
    '/tools/company-research',
    {
      schema: {
        tags: ['tools'],
        body: zCompanyResearchInput,
        response: {
          200: zCompanyResearchResult,
          400: zErrorResponse,
          401: zErrorResponse,
          429: zErrorResponse,
        },
      },
    },
    async (request) => {
      const result = await researchCompany(deps, scopeOf(request), request.body.query);
      await recordAudit(deps, request, {
        action: 'research',
        objectName: request.body.query,
        details: {
          sources: result.sources.map((source) => source.url),
          modelCalled: await deps.analyst.usesModel(scopeOf(request).teamId),
        },
      });
      return result;
    },
  );
};
