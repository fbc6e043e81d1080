import type { InvestmentAnalysis } from '@shared/investment-analysis';
import type { Analyst } from '../../ai/contracts';
import { scoreInvestment } from './rubric/score-investment';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { listDocumentFacts, listDocumentsForAnalysis } from '../documents/service';
import { findInvestment } from '../investments/service';
import { listNotes } from '../notes/service';
import { analysisFacts, scoredConcepts } from './analysis-facts';

/**
 * The investment scored on the rubric from the team's own data, then told in words by the analyst (a
 * configured model writes the summary and reasoning; the score and its evidence are always the rubric's).
 */
export async function analyseInvestment(
  { db, clock, analyst }: { db: Db; clock: Clock; analyst: Analyst },
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
  const scored = scoreInvestment(
    { investment, documents, notes, facts: analysisFacts(facts, names) },
    clock.now(),
  );
  const narrative = await analyst.writeAnalysis({
    teamId: scope.teamId,
    investmentName: investment.name,
    analysis: scored,
  });
  return { ...scored, ...narrative };
}
