import type { InvestmentChatResponse } from '@shared/analyst-chat';
import type { zInvestmentChatInput } from '@shared/analyst-chat';
import type { z } from 'zod';
import type { Analyst } from '../../ai/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { findInvestment } from '../investments/service';
import { recordUsageEvent } from '../metrics/service';
import { assertQuestionAllowed } from './question-limit';

/**
 * SPEC 7 POST /api/ai/investment-chat: the question box of an investment's AI Analysis tab, answered
 * from that investment's record, notes, activity and documents only; counted as an AI query.
 */
export async function askAboutInvestment(
  deps: { db: Db; clock: Clock; analyst: Analyst },
  scope: TeamScope,
  input: z.output<typeof zInvestmentChatInput>,
): Promise<InvestmentChatResponse> {
  const { db, clock } = deps;
  await findInvestment(db, scope, input.investmentId);
  await assertQuestionAllowed(db, scope, clock.now());
  const answer = await deps.analyst.answerQuestion({
    question: input.message,
    history: input.conversationHistory.map(({ role, content }) => ({ role, content })),
    scope,
    selected: ['all'],
    investmentId: input.investmentId,
    now: clock.now(),
  });
  await recordUsageEvent(db, scope, { kind: 'ai_query', at: clock.now() });
  return {
    response: answer.response,
    citations: answer.citations,
    fallback: answer.fallback,
    ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
    unverifiedFigures: answer.unverifiedFigures,
  };
}
