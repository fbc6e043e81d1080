import type { InvestmentAnalysis } from '@shared/investment-analysis';
import { scoreInvestment } from '../../ai/local/scoring/score-investment';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { listDocumentFacts, listDocumentsForAnalysis } from '../documents/service';
import { findInvestment } from '../investments/service';
import { listNotes } from '../notes/service';
import { analysisFacts, scoredConcepts } from './analysis-facts';

/** SPEC 7 GET /api/investments/{id}/analysis: the investment scored on the rubric, from the team's own data. */
export async function analyseInvestment(
  { db, clock }: { db: Db; clock: Clock },
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
): Promise<InvestmentAnalysis> {
  const investment = await findInvestment(db, scope, investmentId);
  const [filed, notes] = await Promise.all([
    listDocumentsForAnalysis(db, scope, investmentId),
    listNotes(db, scope, investmentId),
  ]);
  // A memo Allocator wrote restates an earlier analysis; it is never evidence for the next one.
  const documents = filed.filter((document) => document.type !== 'memo' && document.status !== 'archived');
  const facts = await listDocumentFacts(db, scope, {
    documentIds: documents.map((document) => document.id),
    concepts: scoredConcepts,
  });
  const names = new Map(documents.map((document) => [document.id, document.name]));
  return scoreInvestment({ investment, documents, notes, facts: analysisFacts(facts, names) }, clock.now());
}
