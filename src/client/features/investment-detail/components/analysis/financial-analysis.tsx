import type { FinancialAnalysisField, InvestmentAnalysis } from '@shared/investment-analysis';
import { EvidenceChip } from './evidence-chip';

const labels: Record<FinancialAnalysisField, string> = {
  targetSize: 'Target Size',
  managementFee: 'Management Fee',
  carriedInterest: 'Carried Interest',
  projectedIRR: 'Projected IRR',
  projectedMultiple: 'Projected Multiple',
};

/** SPEC 3 financialAnalysis, each figure beside where it was read. */
export function FinancialAnalysis({ analysis }: { analysis: InvestmentAnalysis }) {
  const fields = Object.keys(labels) as FinancialAnalysisField[];
  return (
    <section aria-labelledby="analysis-financials" className="grid grid-cols-1 gap-2">
      <h3 id="analysis-financials" className="font-semibold">
        Financial Analysis
      </h3>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {fields.map((field) => {
          const source = analysis.financialSources[field];
          return (
            <div key={field} className="grid grid-cols-1 gap-1 rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{labels[field]}</dt>
              <dd className="font-medium">{analysis.financialAnalysis[field] ?? 'Not stated'}</dd>
              {source && (
                <dd>
                  <EvidenceChip evidence={source} />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
