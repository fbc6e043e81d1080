import type { RubricItem } from '@shared/investment-analysis';
import { EvidenceChip } from './evidence-chip';

/**
 * The criteria the score is made of: weight, score, why, and what each rests on. The layout is fixed, so
 * long evidence wraps or is cut with an ellipsis inside the Why column instead of widening the table
 * past its card.
 */
export function RubricTable({ rubric }: { rubric: readonly RubricItem[] }) {
  return (
    <section aria-labelledby="analysis-rubric" className="grid grid-cols-1 gap-2">
      <h3 id="analysis-rubric" className="font-semibold">
        Scoring Rubric
      </h3>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="w-32 p-2 font-medium sm:w-44">
                Criterion
              </th>
              <th scope="col" className="w-14 p-2 text-right font-medium">
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
                <th scope="row" className="p-2 font-medium break-words">
                  {item.label}
                  <span className="block text-xs font-normal text-muted-foreground">
                    weight {Math.round(item.weight * 100)}%
                  </span>
                </th>
                <td className="p-2 text-right tabular-nums">{item.score.toFixed(1)}</td>
                <td className="p-2">
                  <div className="grid min-w-0 gap-1.5 break-words">
                    <span>{item.rationale}</span>
                    {item.evidence.length > 0 && (
                      <ul aria-label={`Evidence for ${item.label}`} className="flex min-w-0 flex-wrap gap-1">
                        {item.evidence.map((evidence, index) => (
                          <li key={index} className="max-w-full min-w-0">
                            <EvidenceChip evidence={evidence} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
