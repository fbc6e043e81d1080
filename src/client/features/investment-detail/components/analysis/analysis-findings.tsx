import { riskTone, type InvestmentAnalysis } from '@shared/investment-analysis';
import { Badge } from '@client/components/ui/badge';
import { ToneBadge } from '@client/components/ui/tone-badge';

/** Strengths and risks, side by side on wide screens. */
export function AnalysisFindings({ analysis }: { analysis: InvestmentAnalysis }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <section aria-labelledby="analysis-strengths" className="grid content-start gap-2">
        <h3 id="analysis-strengths" className="font-semibold">
          Strengths
        </h3>
        {analysis.strengths.length === 0 ? (
          <p className="text-sm text-muted-foreground">No strengths stand out yet.</p>
        ) : (
          <ul className="grid gap-2">
            {analysis.strengths.map((strength, index) => (
              <li key={index} className="grid gap-1 rounded-md border p-3 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {strength.title}
                  <Badge variant="outline">{strength.impact} impact</Badge>
                </span>
                <span className="text-muted-foreground">{strength.description}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="analysis-risks" className="grid content-start gap-2">
        <h3 id="analysis-risks" className="font-semibold">
          Risks
        </h3>
        {analysis.risks.length === 0 ? (
          <p className="text-sm text-muted-foreground">No risks are recorded or stated in the documents.</p>
        ) : (
          <ul className="grid gap-2">
            {analysis.risks.map((risk, index) => (
              <li key={index} className="grid gap-1 rounded-md border p-3 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {risk.title}
                  <ToneBadge tone={riskTone(risk.severity)}>{risk.severity}</ToneBadge>
                </span>
                <span className="text-muted-foreground">{risk.description}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
