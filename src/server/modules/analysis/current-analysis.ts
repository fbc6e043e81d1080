import type { InvestmentAnalysis } from '@shared/investment-analysis';
import type { Analyst } from '../../ai/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { analyseInvestment } from './analyse-investment';
import { analysisDataVersion } from './analysis-data-version';
import { readStoredAnalysis, storeAnalysis } from './stored-analysis';

/**
 * SPEC 7 GET /api/investments/{id}/analysis: the stored analysis while the investment, its documents and
 * its notes are unchanged, else (or on Refresh Analysis) a new one, stored for every process to serve.
 * The version is read before the data, so a change made during the analysis makes it stale, never hidden.
 */
export async function currentAnalysis(
  deps: { db: Db; clock: Clock; analyst: Analyst },
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
  { refresh }: { refresh: boolean },
): Promise<InvestmentAnalysis> {
  const dataVersion = await analysisDataVersion(deps.db, scope, investmentId);
  const stored = refresh ? null : await readStoredAnalysis(deps.db, scope, investmentId, dataVersion);
  if (stored) return stored;
  const analysis = await analyseInvestment(deps, scope, investmentId);
  // The local words of a failed model call are not kept, so the model is asked again next time.
  if (!analysis.fallback)
    await storeAnalysis(deps.db, scope, investmentId, dataVersion, analysis, deps.clock.now());
  return analysis;
}
