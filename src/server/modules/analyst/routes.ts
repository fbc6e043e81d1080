import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  zAnalystChatInput,
  zAnalystChatResponse,
  zConversation,
  zConversationSummary,
  zInvestmentChatInput,
  zInvestmentChatResponse,
  type Citation,
} from '@shared/analyst-chat';
import { zErrorResponse } from '@shared/errors';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { zIdParams } from '../../http/params';
import { recordAudit } from '../audit/service';
import { askAboutInvestment } from './ask-about-investment';
import { askAnalyst } from './ask-analyst';
import { deleteConversation, getConversation, listConversations } from './conversations';

const errors = { 400: zErrorResponse, 401: zErrorResponse, 404: zErrorResponse };

/** What an answer rested on: its cited sources, and whether the question went to a model. */
function questionDetails(answer: { citations: Citation[] }, modelCalled: boolean) {
  return { sources: answer.citations.map(({ kind, id, title }) => ({ kind, id, title })), modelCalled };
}

/** The analyst chat (SPEC 7) and each person's saved conversations. Viewers may ask. */
export const analystRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock' | 'analyst'>> = async (
  app,
  deps,
) => {
  app.post(
    '/ai/analyst-chat',
    {
      schema: {
        tags: ['ai'],
        body: zAnalystChatInput,
        response: { 200: zAnalystChatResponse, 429: zErrorResponse, ...errors },
      },
    },
    async (request) => {
      const answer = await askAnalyst(deps, scopeOf(request), request.body);
      await recordAudit(deps, request, {
        action: 'ai_question',
        objectType: 'conversation',
        objectId: answer.conversationId,
        objectName: request.body.message,
        details: questionDetails(answer, await deps.analyst.usesModel(scopeOf(request).teamId)),
      });
      return answer;
    },
  );

  app.post(
    '/ai/investment-chat',
    {
      schema: {
        tags: ['ai'],
        body: zInvestmentChatInput,
        response: { 200: zInvestmentChatResponse, 429: zErrorResponse, ...errors },
      },
    },
    async (request) => {
      const answer = await askAboutInvestment(deps, scopeOf(request), request.body);
      await recordAudit(deps, request, {
        action: 'ai_question',
        objectType: 'investment',
        objectId: request.body.investmentId,
        objectName: request.body.message,
        details: questionDetails(answer, await deps.analyst.usesModel(scopeOf(request).teamId)),
      });
      return answer;
    },
  );

  app.get(
    '/ai/conversations',
    { schema: { tags: ['ai'], response: { 200: z.array(zConversationSummary), ...errors } } },
    async (request) => listConversations(deps.db, scopeOf(request)),
  );

  app.get(
    '/ai/conversations/:id',
    { schema: { tags: ['ai'], params: zIdParams, response: { 200: zConversation, ...errors } } },
    async (request) => getConversation(deps.db, scopeOf(request), request.params.id),
  );

  app.delete(
    '/ai/conversations/:id',
    { schema: { tags: ['ai'], params: zIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteConversation(deps.db, scopeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
