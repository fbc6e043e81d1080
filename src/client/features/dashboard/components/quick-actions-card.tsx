import { BotIcon, FilePenLineIcon, PlusIcon, UploadIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardQuickActions, dashboardTexts } from '@client/texts/dashboard-texts';
import { Button } from '@client/components/ui/button';
import { DashboardCard } from './dashboard-card';

const icons: Record<(typeof dashboardQuickActions)[number]['key'], LucideIcon> = {
  uploadDocs: UploadIcon,
  generateMemo: FilePenLineIcon,
  addInvestment: PlusIcon,
  aiAssistant: BotIcon,
};

/** SPEC 2 Quick Actions: shortcuts to the screens where each job is done. */
export function QuickActionsCard() {
  return (
    <DashboardCard title={dashboardTexts.quickActions}>
      <ul className="grid grid-cols-2 gap-2">
        {dashboardQuickActions.map((action) => {
          const Icon = icons[action.key];
          return (
            <li key={action.key}>
              <Button
                asChild
                variant="outline"
                className="h-auto w-full flex-col gap-1.5 py-3 whitespace-normal"
              >
                <Link href={action.href}>
                  <Icon aria-hidden className="text-primary" />
                  {action.label}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
