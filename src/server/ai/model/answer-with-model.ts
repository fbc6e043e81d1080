import type { Db } from '../../db/client';
import type { AnalystAnswer, AnalystQuestion } from '../contracts';
import { answerLocally } from '../chat/answer-locally';
import { retrieveSources } from '../retrieval/retrieve-sources';
import type { RetrievedSource } from '../retrieval/retriever';
import { citedAnswer } from './cited-answer';
import { askModel, type ModelSettings } from './ask-model';
import { auditedTexts } from './figure-audit';
import { analystInstructions, questionWithSources } from './source-prompt';

/**
 * The model answers from the same sources the local analyst would use, numbered; a pipeline question
 * also gets the local analyst's query result as a source. Every figure is checked against those
 * sources, and one none holds is marked where it stands. On an error, a timeout or a refusal the local analyst's answer is used, with the reason.
 */
export async function answerWithModel(
  db: Db,
  settings: ModelSettings,
  question: AnalystQuestion,
): Promise<AnalystAnswer> {
  const retrieved = await retrieveSources(db, question);
  const local = await answerLocally(db, { ...question, sources: retrieved });
  const sources: RetrievedSource[] =
    local.basis === 'pipeline'
      ? [
          {
            text: local.response,
            score: 1,
            investmentId: null,
            citation: { kind: 'investment', id: 0, title: 'Query over the team pipeline', href: '/pipeline' },
          },
          ...retrieved,
        ]
      : retrieved;
  const reply = await askModel(settings, {
    system: analystInstructions,
    messages: [
      ...question.history.map((message) => ({ role: message.role, content: message.content })),
      { role: 'user' as const, content: questionWithSources(question.question, sources) },
    ],
  });
  if ('failure' in reply)
    return {
      response: local.response,
      citations: local.citations,
      fallback: true,
      fallbackReason: reply.failure,
      unverifiedFigures: [],
    };
  const answer = citedAnswer(reply.text, sources);
  // The pipeline query's own citations stand behind a model that cites the query result.
  const citations = answer.citations.flatMap((citation) =>
    citation.id === 0 && citation.href === '/pipeline' ? local.citations : [citation],
  );
  const audited = auditedTexts(
    [answer.response],
    sources.map((source) => source.text),
  );
  return {
    response: audited.texts[0],
    citations,
    fallback: false,
    unverifiedFigures: audited.unverifiedFigures,
  };
}
