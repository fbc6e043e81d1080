import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditAction } from '@shared/audit';
import { zErrorResponse } from '@shared/errors';
import { zCreateInvestmentInput, zInvestment, zUpdateInvestmentInput } from '@shared/investment';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { zIdParams } from '../../http/params';
import { recordAudit } from '../audit/service';
import {
  createInvestment,
  deleteInvestment,
  getInvestment,
  listInvestments,
  pipelineVersion,
  updateInvestment,
} from './service';

/** An edit that moved the stage is recorded as a stage change (or an archive), any other as an update. */
function changeAction(from: string, to: string): AuditAction {
  if (from === to) return 'investment_updated';
  return to === 'archived' ? 'investment_archived' : 'investment_stage_changed';
}

const errors = { 400: zErrorResponse, 401: zErrorResponse, 403: zErrorResponse, 404: zErrorResponse };

export const investmentRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock' | 'caches'>> = async (
  app,
  deps,
) => {
  const { db, caches } = deps;

  app.get(
    '/investments',
    { schema: { tags: ['investments'], response: { 200: z.array(zInvestment), ...errors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      // A large pipeline is read far more often than it changes: serialise it once per change. The
      // version is read before the list, so the list kept is never older than its version.
      const version = await pipelineVersion(db, scope);
      const body = await caches.investmentLists.read(scope.teamId, version, async () =>
        JSON.stringify(await listInvestments(db, scope)),
      );
      // Fastify sends a string as it is; it is the schema's list, already serialised.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/investments',
    {
      config: { role: 'member' },
      schema: {
        tags: ['investments'],
        body: zCreateInvestmentInput,
        response: { 201: zInvestment, ...errors },
      },
    },
    async (request, reply) => {
      const investment = await createInvestment(deps, scopeOf(request), request.body);
      await recordAudit(deps, request, {
        action: 'investment_created',
        objectType: 'investment',
        objectId: investment.id,
        objectName: investment.name,
      });
      return reply.code(201).send(investment);
    },
  );

  app.get(
    '/investments/:id',
    { schema: { tags: ['investments'], params: zIdParams, response: { 200: zInvestment, ...errors } } },
    async (request) => getInvestment(db, scopeOf(request), request.params.id),
  );

  app.patch(
    '/investments/:id',
    {
      config: { role: 'member' },
      schema: {
        tags: ['investments'],
        params: zIdParams,
        body: zUpdateInvestmentInput,
        response: { 200: zInvestment, ...errors },
      },
    },
    async (request) => {
      const { investment, previousStatus } = await updateInvestment(
        deps,
        scopeOf(request),
        request.params.id,
        request.body,
      );
      await recordAudit(deps, request, {
        action: changeAction(previousStatus, investment.status),
        objectType: 'investment',
        objectId: investment.id,
        objectName: investment.name,
        details: { fields: Object.keys(request.body), from: previousStatus, to: investment.status },
      });
      return investment;
    },
  );

  app.delete(
    '/investments/:id',
    {
      config: { role: 'member' },
      schema: { tags: ['investments'], params: zIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const name = await deleteInvestment(deps, scopeOf(request), request.params.id);
      await recordAudit(deps, request, {
        action: 'investment_deleted',
        objectType: 'investment',
        objectId: request.params.id,
        objectName: name,
      });
      return reply.code(204).send(null);
    },
  );
};
