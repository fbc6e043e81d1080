import type { Investment } from '@shared/investment';
import { investmentTypeLabels } from '@client/texts/investment-messages';
import { detailTexts } from '../detail-texts';
import { DetailCard } from './detail-card';
import { FactList } from './fact-list';

function ListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-medium">{title}</h3>
      {items.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground marker:text-muted-foreground/60">
          {items.map((item, index) => (
            // Items are plain text and may repeat, so their position is part of the key.
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{detailTexts.notProvided}</p>
      )}
    </section>
  );
}

/** SPEC 2 left column: what the investment is, its terms, and the team's analysis of it. */
export function OverviewCard({ investment }: { investment: Investment }) {
  return (
    <DetailCard title="Overview">
      <div className="grid gap-5">
        <FactList
          facts={[
            { label: 'Type', value: investmentTypeLabels[investment.type] },
            { label: 'Fund Manager', value: investment.fundManager },
            { label: 'Geography', value: investment.geography },
            { label: 'Target Size', value: investment.targetSize },
            { label: 'Vintage', value: investment.vintage },
            { label: 'Minimum Investment', value: investment.minimumInvestment },
            { label: 'Investment Period', value: investment.investmentPeriod },
            { label: 'Management Fee', value: investment.managementFee },
            { label: 'Carried Interest', value: investment.carriedInterest },
          ]}
        />
        <section className="grid gap-1.5">
          <h3 className="text-sm font-medium">Investment Thesis</h3>
          <p className="text-sm whitespace-pre-line text-muted-foreground">
            {investment.investmentThesis ?? detailTexts.notProvided}
          </p>
        </section>
        <ListSection title="Key Risks" items={investment.keyRisks} />
        <ListSection title="Key Opportunities" items={investment.keyOpportunities} />
        <ListSection title="Competitive Advantages" items={investment.competitiveAdvantages} />
      </div>
    </DetailCard>
  );
}
