import type { AnalystSource } from '@shared/analyst-chat';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { and, ilike } from 'drizzle-orm';
import { investments } from '../../db/schema';
import { ownedBy } from '../../db/tenancy';
import { distinctiveWords, namedDocuments } from '../retrieval/named-documents';
import { questionTerms } from '../retrieval/question-terms';
import { isSourceSelected, retrieveSources } from '../retrieval/retrieve-sources';
import type { RetrievedSource } from '../retrieval/retriever';
import type { LocalAnswer } from './local-answer';
import { nothingFound } from './nothing-found';
import { answerPipelineQuestion } from './pipeline-answer';
import { parsePipelineQuestion } from './pipeline-question';
import { pipelineVocabulary } from './pipeline-query';
import { answerFromSources } from './sources-answer';
import { answerFigureQuestion } from './figure-answer';
import { compareFigures } from './figure-comparison';
import { understandQuestion, type UnderstoodQuestion } from './understand-question';

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
  const understood = understandQuestion(input.question);
  const pipelineWide = input.investmentId === undefined;
  if (
    pipelineWide &&
    (isSourceSelected(input.selected, 'investments') || isSourceSelected(input.selected, 'activities')) &&
    (await mayAskPipeline(db, input, understood))
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
  const answer =
    compareFigures(understood, sources) ??
    answerFigureQuestion(understood, sources, isSourceSelected(input.selected, 'documents')) ??
    answerFromSources(input.question, understood, questionTerms(input.question), sources);
  return answer ? { ...answer, basis: 'sources' } : { ...nothingFound(input.selected), basis: 'nothing' };
}

// The figures a pipeline record holds: a question about them may be a question about the pipeline.
const pipelineConcepts = new Set([
  'target_size',
  'fund_size',
  'irr',
  'net_irr',
  'gross_irr',
  'moic',
  'tvpi',
  'vintage',
]);

/**
 * Whether the pipeline engine may take a question: not when it asks a figure only documents state
 * ('How much notice…', 'How many days…'), nor when its names or words point at documents rather than at
 * the pipeline as a whole.
 */
async function mayAskPipeline(
  db: Db,
  input: LocalQuestion,
  understood: UnderstoodQuestion,
): Promise<boolean> {
  if (understood.concepts.some((concept) => !pipelineConcepts.has(concept))) return false;
  // What changed between two funds is a comparison of them, not the pipeline's recent activity.
  if (understood.intent === 'change' && understood.names.length >= 2) return false;
  // A question pointing at a document by what it is ('the subscription lines paper', 'the LPA') asks it.
  if (understood.described || understood.documentTypes.length > 0) return false;
  if (understood.names.length === 0) return true;
  if ((await namedDocuments(db, input.scope, understood.names)).size > 0) return false;
  // A name the pipeline knows (a strategy, a region, an investment) may filter it; any other name is
  // something else the question is about.
  const vocabulary = await pipelineVocabulary(db, input.scope);
  const known = [...vocabulary.strategies, ...vocabulary.geographies].map((word) => word.toLowerCase());
  for (const name of understood.names) {
    if (known.some((word) => word.includes(name.toLowerCase()) || name.toLowerCase().includes(word)))
      continue;
    if (!(await namesInvestment(db, input.scope, name))) return false;
  }
  return true;
}

async function namesInvestment(db: Db, scope: LocalQuestion['scope'], name: string): Promise<boolean> {
  const words = distinctiveWords(name);
  if (words.length === 0) return false;
  const [row] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(ownedBy(investments, scope, and(...words.map((word) => ilike(investments.name, `%${word}%`)))))
    .limit(1);
  return row !== undefined;
}
