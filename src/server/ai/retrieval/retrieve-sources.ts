import type { AnalystSource } from '@shared/analyst-chat';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { activityRetriever } from './activity-retriever';
import { ledgerRetriever } from './ledger-retriever';
import { namesAsWritten } from './names-as-written';
import { investmentRetriever } from './investment-retriever';
import { noteRetriever } from './note-retriever';
import { passageRetriever } from './passage-retriever';
import { understandQuestion } from '../chat/understand-question';
import { questionTerms } from './question-terms';
import type { RetrievedSource, Retriever } from './retriever';
import { yearSilence } from './year-silence';

/** Every source the analyst searches; an embedding retriever would join this list. */
export const retrievers: readonly Retriever[] = [
  investmentRetriever,
  ledgerRetriever,
  passageRetriever,
  noteRetriever,
  activityRetriever,
];

/** How many of each kind a question brings back: enough to answer, few enough for a model's context. */
const perRetriever = 6;

export function isSourceSelected(selected: readonly AnalystSource[], source: Retriever['source']): boolean {
  return selected.length === 0 || selected.includes('all') || selected.includes(source);
}

/**
 * Searches the caller's team's data that the selected sources allow, every retriever side by side, each
 * retriever's best first. Nothing the client sends is searched: only the team in `scope`.
 */
export async function retrieveSources(
  db: Db,
  options: {
    question: string;
    scope: Pick<TeamScope, 'teamId'>;
    selected: readonly AnalystSource[];
    investmentId?: number;
  },
): Promise<RetrievedSource[]> {
  const understood = await namesAsWritten(
    db,
    options.scope,
    understandQuestion(options.question),
    options.investmentId,
  );
  const request = {
    question: options.question,
    terms: questionTerms(options.question),
    understood,
    scope: options.scope,
    investmentId: options.investmentId,
    limit: perRetriever,
    silentOnYears: yearSilence(db, options.scope, understood.years),
  };
  const run = (retriever: Retriever) =>
    isSourceSelected(options.selected, retriever.source)
      ? retriever.retrieve(db, request)
      : Promise.resolve([]);
  return aboutNamedInvestments((await Promise.all(retrievers.map(run))).flat());
}

/**
 * A question that names investments is about them: another investment's documents, notes and activity
 * would answer a question nobody asked ('the fee of Helios' is not the fee in Northbridge's LPA). The
 * General Repository's documents and the team's own activity stay, as they may speak of any of them.
 */
function aboutNamedInvestments(sources: RetrievedSource[]): RetrievedSource[] {
  const named = new Set(
    sources.filter((source) => source.citation.kind === 'investment').map((source) => source.investmentId),
  );
  if (named.size === 0) return sources;
  return sources.filter((source) => source.investmentId === null || named.has(source.investmentId));
}
