import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  zAnalyticsDealTypes,
  zAnalyticsDetailed,
  zAnalyticsKeywords,
  zAnalyticsQuery,
  zAnalyticsTrends,
  zDetailedQuery,
} from '@shared/analytics';
import { zErrorResponse } from '@shared/errors';
import { scopeOf } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { getAnalyticsTrends } from './get-analytics-trends';
import { getDealTypes } from './get-deal-types';
import { getDetailedRows } from './get-detailed-rows';
import { getKeywordTrends } from './get-keyword-trends';

const errors = { 400: zErrorResponse, 401: zErrorResponse };

/** SPEC 7 analytics calls; every role reads them, each for the caller's team only. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, deps) => {
  const schema = (response: object) => ({ tags: ['analytics'], response: { 200: response, ...errors } });

  app.get(
    '/analytics/trends',
    { schema: { ...schema(zAnalyticsTrends), querystring: zAnalyticsQuery } },
    async (request) => getAnalyticsTrends(deps, scopeOf(request), request.query.range),
  );
  app.get(
    '/analytics/keywords',
    { schema: { ...schema(zAnalyticsKeywords), querystring: zAnalyticsQuery } },
    async (request) => getKeywordTrends(deps, scopeOf(request), request.query.range),
  );
  app.get(
    '/analytics/deal-types',
    { schema: { ...schema(zAnalyticsDealTypes), querystring: zAnalyticsQuery } },
    async (request) => getDealTypes(deps, scopeOf(request), request.query.range),
  );
  app.get(
    '/analytics/detailed',
    { schema: { ...schema(zAnalyticsDetailed), querystring: zDetailedQuery } },
    async (request) => getDetailedRows(deps, scopeOf(request), request.query),
  );
};
