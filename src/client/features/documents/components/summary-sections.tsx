import type { ReactNode } from 'react';
import type { DocumentSummaryResponse } from '@shared/document-summary';
import { summarySectionLabels } from '@client/texts/document-messages';

/** A section's heading level: 4 under the dialog's summary title, 3 under the inline card's. */
type SectionLevel = 3 | 4;

export function SummarySection({
  title,
  level = 4,
  children,
}: {
  title: string;
  level?: SectionLevel;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="grid content-start gap-2">
      <Heading className="text-sm font-semibold">{title}</Heading>
      {children}
    </section>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">—</p>;
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Key to value pairs as the document quotes them, in a two-column table. */
export function FinancialHighlights({ highlights }: { highlights: Record<string, string> }) {
  const entries = Object.entries(highlights);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">—</p>;
  return (
    <table className="w-full text-sm">
      <tbody>
        {entries.map(([key, value]) => (
          <tr key={key} className="border-b last:border-0">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-muted-foreground">
              {key}
            </th>
            <td className="py-1.5 text-right font-medium tabular-nums">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** SPEC 2: Key Points, Financial Highlights, Risk Factors, Opportunities, Conclusion. */
export function SummarySections({
  summary,
  level = 4,
  beforeConclusion,
}: {
  summary: Omit<DocumentSummaryResponse, 'facts'>;
  level?: SectionLevel;
  /** The dialog's recommendations, which SPEC lists between opportunities and the conclusion. */
  beforeConclusion?: ReactNode;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SummarySection level={level} title={summarySectionLabels.keyPoints}>
        <BulletList items={summary.keyPoints} />
      </SummarySection>
      <SummarySection level={level} title={summarySectionLabels.financialHighlights}>
        <FinancialHighlights highlights={summary.financialHighlights} />
      </SummarySection>
      <SummarySection level={level} title={summarySectionLabels.riskFactors}>
        <BulletList items={summary.riskFactors} />
      </SummarySection>
      <SummarySection level={level} title={summarySectionLabels.opportunities}>
        <BulletList items={summary.opportunities} />
      </SummarySection>
      {beforeConclusion && <div className="md:col-span-2">{beforeConclusion}</div>}
      <div className="md:col-span-2">
        <SummarySection level={level} title={summarySectionLabels.conclusion}>
          <p className="text-sm">{summary.conclusion || '—'}</p>
        </SummarySection>
      </div>
    </div>
  );
}
