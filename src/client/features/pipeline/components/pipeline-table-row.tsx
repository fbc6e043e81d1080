import { Link } from 'wouter';
import type { Investment } from '@shared/investment';
import { investmentTexts, investmentTypeShortLabels } from '@client/texts/investment-messages';
import { StageBadge } from '@client/components/investment/stage-badge';
import { InvestmentRowActions } from './investment-row-actions';
import { IrrValue } from './irr-value';
import { LastActivity } from './last-activity';
import type { InvestmentActions } from './use-investment-actions';

const cell = 'truncate px-3';

/** One investment in the table; its height is fixed so the table can be windowed. */
export function PipelineTableRow({
  investment,
  rowIndex,
  height,
  actions,
}: {
  investment: Investment;
  /** 1-based position among all rows, the heading row included (the rest are not rendered). */
  rowIndex: number;
  height: number;
  actions: InvestmentActions;
}) {
  return (
    <tr aria-rowindex={rowIndex} style={{ height }} className="border-b last:border-b-0 hover:bg-muted/40">
      <td className={cell}>
        <div className="grid gap-0.5">
          <Link
            href={`/investments/${investment.id}`}
            // The cell may cut a long name short; the tooltip shows it whole.
            title={investment.name}
            className="truncate font-medium text-foreground underline-offset-4 hover:underline"
          >
            {investment.name}
          </Link>
          <LastActivity at={investment.lastActivity} emptyText={investmentTexts.noActivity} />
        </div>
      </td>
      <td className={cell}>{investmentTypeShortLabels[investment.type]}</td>
      <td className={cell}>{investment.strategy}</td>
      <td className={`${cell} tabular-nums`}>{investment.targetSize}</td>
      <td className={`${cell} tabular-nums`}>{investment.vintage}</td>
      <td className={cell}>
        <IrrValue irr={investment.irr} previousIrr={investment.previousIrr} />
      </td>
      <td className={cell}>
        <StageBadge status={investment.status} />
      </td>
      <td className={cell}>{investment.geography}</td>
      <td className="px-2">
        <InvestmentRowActions investment={investment} actions={actions} />
      </td>
    </tr>
  );
}
