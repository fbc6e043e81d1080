import { ChevronDownIcon } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { useId } from 'react';
import type { Investment } from '@shared/investment';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { investmentStatusLabels, stageMenu, type InvestmentStatus } from '@shared/investment-stages';
import { useUpdateInvestment } from '@client/api/investments/update-investment';
import { StageBadge } from '@client/components/investment/stage-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../detail-texts';

type StageGroupProps = {
  label: string;
  stages: InvestmentStatus[];
  onChoose: (stage: InvestmentStatus) => void;
};

/** A labelled group of the menu, so screen readers announce 'Next Steps' or 'Other Stages' with its items. */
function StageGroup({ label, stages, onChoose }: StageGroupProps) {
  const labelId = useId();
  return (
    <MenuPrimitive.Group aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId} className="text-xs text-muted-foreground">
        {label}
      </DropdownMenuLabel>
      {stages.map((stage) => (
        <DropdownMenuItem key={stage} onSelect={() => onChoose(stage)}>
          {investmentStatusLabels[stage]}
        </DropdownMenuItem>
      ))}
    </MenuPrimitive.Group>
  );
}

/**
 * SPEC 4: the stage badge opens a menu of suggested moves ('Next Steps') and every other stage
 * ('Other Stages'), so any stage can be set; choosing one sends a status update.
 */
export function StageMenu({ investment }: { investment: Investment }) {
  const showToast = useToast();
  const updateInvestment = useUpdateInvestment();
  const { nextSteps, otherStages } = stageMenu(investment.status);

  const moveTo = (status: InvestmentStatus) =>
    updateInvestment.mutate(
      { id: investment.id, changes: { status } },
      {
        onSuccess: () => showToast(investmentToasts.stageUpdated),
        onError: () => showToast(investmentToasts.stageFailed),
      },
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={updateInvestment.isPending}
        aria-label={detailTexts.stageTrigger(investmentStatusLabels[investment.status])}
        className="inline-flex items-center gap-0.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50"
      >
        <StageBadge status={investment.status} className="text-sm" />
        <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {nextSteps.length > 0 && (
          <>
            <StageGroup label={investmentTexts.nextSteps} stages={nextSteps} onChoose={moveTo} />
            <DropdownMenuSeparator />
          </>
        )}
        <StageGroup label={investmentTexts.otherStages} stages={otherStages} onChoose={moveTo} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
