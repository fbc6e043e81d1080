import type { Investment } from '@shared/investment';
import type { InvestmentStatus, InvestmentType } from '@shared/investment-stages';
import type { InvestmentRow } from '../../db/schema';

export function presentInvestment(row: InvestmentRow): Investment {
  return {
    id: row.id,
    name: row.name,
    type: row.type as InvestmentType,
    status: row.status as InvestmentStatus,
    strategy: row.strategy,
    targetSize: row.targetSize,
    vintage: row.vintage,
    geography: row.geography,
    fundManager: row.fundManager,
    minimumInvestment: row.minimumInvestment,
    investmentPeriod: row.investmentPeriod,
    managementFee: row.managementFee,
    carriedInterest: row.carriedInterest,
    investmentThesis: row.investmentThesis,
    keyRisks: row.keyRisks,
    keyOpportunities: row.keyOpportunities,
    competitiveAdvantages: row.competitiveAdvantages,
    irr: row.irr,
    previousIrr: row.previousIrr,
    multiple: row.multiple,
    lastActivity: row.lastActivity?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
