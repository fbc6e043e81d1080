import { randomUUID } from 'node:crypto';
import type { AnalystChatResponse, ChatMessage } from '@shared/analyst-chat';
import { zAnalystChatInput } from '@shared/analyst-chat';
import type { z } from 'zod';
import type { Analyst } from '../../ai/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { recordUsageEvent } from '../metrics/service';
import { assertOwnConversation, saveExchange } from './conversations';
import { assertQuestionAllowed } from './question-limit';

type AskInput = z.output<typeof zAnalystChatInput>;

/**
 * Answers a team member's question from their team's data (the analyst never sees the request's
 * `context`), counts it as an AI query, and saves it to their conversation.
 */
export async function askAnalyst(
  deps: { db: Db; clock: Clock; analyst: Analyst },
  scope: TeamScope,
  input: AskInput,
): Promise<AnalystChatResponse> {
  const { db, clock } = deps;
  await assertQuestionAllowed(db, scope, clock.now());
  if (input.conversationId !== undefined) await assertOwnConversation(db, scope, input.conversationId);
  const asked = clock.now();
  const answer = await deps.analyst.answerQuestion({
    question: input.message,
    history: input.conversationHistory.map(({ role, content }) => ({ role, content })),
    scope,
    selected: input.selectedSources,
    now: asked,
  });
  const answered = clock.now();
  await recordUsageEvent(db, scope, { kind: 'ai_query', at: answered });
  const messages: ChatMessage[] = [
    { id: randomUUID(), role: 'user', content: input.message, timestamp: asked.toISOString() },
    {
      id: randomUUID(),
      role: 'assistant',
      content: answer.response,
      timestamp: answered.toISOString(),
      citations: answer.citations,
      unverifiedFigures: answer.unverifiedFigures,
    },
  ];
  const conversationId = await saveExchange(db, scope, {
    conversationId: input.conversationId,
    messages,
    now: answered,
  });
  return {
    response: answer.response,
    citations: answer.citations,
    fallback: answer.fallback,
    ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
    unverifiedFigures: answer.unverifiedFigures,
    conversationId,
  };
}
