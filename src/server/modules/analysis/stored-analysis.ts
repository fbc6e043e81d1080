import { and, eq } from 'drizzle-orm';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
import type { Db } from '../../db/client';
import { storedAnalyses } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';

/** The investment's stored analysis if it was computed from data of this version, else null. */
export async function readStoredAnalysis(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
  dataVersion: string,
): Promise<InvestmentAnalysis | null> {
  const [row] = await db
    .select({ analysis: storedAnalyses.analysis })
    .from(storedAnalyses)
    .where(
      ownedBy(
        storedAnalyses,
        scope,
        and(eq(storedAnalyses.investmentId, investmentId), eq(storedAnalyses.dataVersion, dataVersion)),
      ),
    );
  return row?.analysis ?? null;
}

/** Keeps the analysis for every process to serve until the data of its version changes. */
export async function storeAnalysis(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
  dataVersion: string,
  analysis: InvestmentAnalysis,
  at: Date,
): Promise<void> {
  await db
    .insert(storedAnalyses)
    .values({ investmentId, teamId: scope.teamId, dataVersion, analysis, createdAt: at })
    .onConflictDoUpdate({
      target: storedAnalyses.investmentId,
      set: { dataVersion, analysis, createdAt: at },
    });
}
