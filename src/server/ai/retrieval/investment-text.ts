import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import type { InvestmentRow } from '../../db/schema';

type Described = Omit<InvestmentRow, 'teamId' | 'createdAt' | 'updatedAt' | 'lastActivity'>;

/** Every field of an investment as labelled lines: what the analyst quotes and a model reads. */
export function investmentText(row: Described): string {
  const lines: [string, string | number | null | undefined][] = [
    ['Name', row.name],
    ['Type', row.type === 'fund' ? 'Fund' : 'Co-investment'],
    ['Stage', investmentStatusLabels[row.status as InvestmentStatus] ?? row.status],
    ['Strategy', row.strategy],
    ['Target size', row.targetSize],
    ['Vintage', row.vintage],
    ['Geography', row.geography],
    ['Fund manager', row.fundManager],
    ['Minimum investment', row.minimumInvestment],
    ['Investment period', row.investmentPeriod],
    ['Management fee', row.managementFee],
    ['Carried interest', row.carriedInterest],
    ['IRR', row.irr],
    ['Multiple', row.multiple],
    ['Investment thesis', row.investmentThesis],
    ['Key risks', row.keyRisks.join('; ')],
    ['Key opportunities', row.keyOpportunities.join('; ')],
    ['Competitive advantages', row.competitiveAdvantages.join('; ')],
  ];
  return lines
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
