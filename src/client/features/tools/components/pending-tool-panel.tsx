import { toolTexts, toolToasts } from '../tools-texts';
import type { Tool } from '../tools-catalogue';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { useToast } from '@client/components/ui/use-toast';

/** The actions of Market intelligence and LP reporting, whose behaviour SPEC 2 does not show yet. */
const pendingActions: Partial<Record<Tool['id'], string[]>> = {
  'market-intelligence': ['Market Overview', 'Fundraising Trends'],
  'lp-reporting': ['Quarterly Report', 'Capital Account Statements'],
};

/**
 * SPEC 2: Market intelligence and LP reporting are buttons with no behaviour shown; each says Coming Soon,
 * and the dialog says plainly that the tool is not available yet.
 */
export function PendingToolPanel({ tool }: { tool: Tool }) {
  const showToast = useToast();
  return (
    <>
      <p role="note" className="text-sm text-muted-foreground">
        {toolTexts.notAvailableYet(tool.title)}
      </p>
      <DialogFooter className="sm:justify-start">
        {(pendingActions[tool.id] ?? []).map((action) => (
          <Button key={action} variant="outline" onClick={() => showToast(toolToasts.comingSoon(action))}>
            {action}
          </Button>
        ))}
      </DialogFooter>
    </>
  );
}
