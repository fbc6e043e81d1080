import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Investment } from '@shared/investment';
import { investmentTexts, investmentTypeShortLabels } from '@client/texts/investment-messages';
import { pipelineColumnLabels } from '../pipeline-texts';
import { StageBadge } from '@client/components/investment/stage-badge';
import { InvestmentRowActions } from './investment-row-actions';
import { IrrValue } from './irr-value';
import { LastActivity } from './last-activity';
import type { InvestmentActions } from './use-investment-actions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** SPEC 2 small-screen pipeline row: the same facts and actions as the table, as a card. */
export function InvestmentCard({
  investment,
  actions,
}: {
  investment: Investment;
  actions: InvestmentActions;
}) {
  const headingId = `investment-${investment.id}-name`;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="text-base font-semibold break-words">
            <Link href={`/investments/${investment.id}`} className="underline-offset-4 hover:underline">
              {investment.name}
            </Link>
          </h2>
          <LastActivity at={investment.lastActivity} emptyText={investmentTexts.noRecentActivity} />
        </div>
        <StageBadge status={investment.status} />
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <Detail label={pipelineColumnLabels.type}>{investmentTypeShortLabels[investment.type]}</Detail>
        <Detail label={pipelineColumnLabels.strategy}>{investment.strategy}</Detail>
        <Detail label={pipelineColumnLabels.targetSize}>{investment.targetSize}</Detail>
        <Detail label={pipelineColumnLabels.vintage}>{investment.vintage}</Detail>
        <Detail label={pipelineColumnLabels.irr}>
          <IrrValue irr={investment.irr} previousIrr={investment.previousIrr} />
        </Detail>
        <Detail label={pipelineColumnLabels.geography}>{investment.geography}</Detail>
      </dl>
      <div className="-mr-2 -mb-2 border-t pt-1">
        <InvestmentRowActions investment={investment} actions={actions} />
      </div>
    </article>
  );
}
