import type { RubricItem } from '@shared/investment-analysis';
import { EvidenceChip } from './evidence-chip';

/** The criteria the score is made of: weight, score, why, and what each rests on. */
export function RubricTable({ rubric }: { rubric: readonly RubricItem[] }) {
  return (
    <section aria-labelledby="analysis-rubric" className="grid grid-cols-1 gap-2">
      <h3 id="analysis-rubric" className="font-semibold">
        Scoring Rubric
      </h3>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="p-2 font-medium">
                Criterion
              </th>
              <th scope="col" className="p-2 text-right font-medium">
                Score
              </th>
              <th scope="col" className="p-2 font-medium">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {rubric.map((item) => (
              <tr key={item.criterion} className="border-t align-top">
                <th scope="row" className="p-2 font-medium">
                  {item.label}
                  <span className="block text-xs font-normal text-muted-foreground">
                    weight {Math.round(item.weight * 100)}%
                  </span>
                </th>
                <td className="p-2 text-right tabular-nums">{item.score.toFixed(1)}</td>
                <td className="grid gap-1.5 p-2">
                  <span>{item.rationale}</span>
                  {item.evidence.length > 0 && (
                    <ul aria-label={`Evidence for ${item.label}`} className="flex flex-wrap gap-1">
                      {item.evidence.map((evidence, index) => (
                        <li key={index} className="max-w-full">
                          <EvidenceChip evidence={evidence} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
