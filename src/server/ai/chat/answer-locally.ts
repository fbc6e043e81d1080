import type { AnalystSource } from '@shared/analyst-chat';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { questionTerms } from '../retrieval/question-terms';
import { isSourceSelected, retrieveSources } from '../retrieval/retrieve-sources';
import type { RetrievedSource } from '../retrieval/retriever';
import type { LocalAnswer } from './local-answer';
import { nothingFound } from './nothing-found';
import { answerPipelineQuestion } from './pipeline-answer';
import { parsePipelineQuestion } from './pipeline-question';
import { pipelineVocabulary } from './pipeline-query';
import { answerFromSources } from './sources-answer';

export type LocalQuestion = {
  question: string;
  scope: Pick<TeamScope, 'teamId'>;
  selected: readonly AnalystSource[];
  /** Only this investment's data; a question about one investment is never a pipeline query. */
  investmentId?: number;
  now: Date;
  /** Sources already retrieved for this question (a model's fallback has them); retrieved here otherwise. */
  sources?: RetrievedSource[];
};

/**
 * The local analyst's answer in markdown: a pipeline question as a real query over the team's
 * investments, anything else from the best sources quoted verbatim, and an honest 'nothing found'.
 * Deterministic, offline, and it never states a figure that is not in what it cites.
 */
export async function answerLocally(
  db: Db,
  input: LocalQuestion,
): Promise<LocalAnswer & { basis: 'pipeline' | 'sources' | 'nothing' }> {
  const pipelineWide = input.investmentId === undefined;
  if (
    pipelineWide &&
    (isSourceSelected(input.selected, 'investments') || isSourceSelected(input.selected, 'activities'))
  ) {
    const pipelineQuestion = parsePipelineQuestion(input.question, await pipelineVocabulary(db, input.scope));
    const allowed =
      pipelineQuestion &&
      isSourceSelected(input.selected, pipelineQuestion.kind === 'recent' ? 'activities' : 'investments');
    if (pipelineQuestion && allowed)
      return {
        ...(await answerPipelineQuestion(db, input.scope, pipelineQuestion, input.now)),
        basis: 'pipeline',
      };
  }
  const sources = input.sources ?? (await retrieveSources(db, input));
  const answer = answerFromSources(input.question, questionTerms(input.question), sources);
  return answer ? { ...answer, basis: 'sources' } : { ...nothingFound(input.selected), basis: 'nothing' };
}
