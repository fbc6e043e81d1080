import { BarChart3Icon } from 'lucide-react';
import { Link } from 'wouter';
import { toolTexts } from '../tools-texts';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';

/** SPEC 2: Portfolio analytics leads to /analytics. */
export function PortfolioAnalyticsPanel() {
  return (
    <DialogFooter>
      <Button asChild>
        <Link href="/analytics">
          <BarChart3Icon aria-hidden />
          {toolTexts.openAnalytics}
        </Link>
      </Button>
    </DialogFooter>
  );
}
