import { toolBadgeLabels, type ToolBadge as ToolBadgeKind } from '../tools-catalogue';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

const badgeColours: Record<ToolBadgeKind, string> = {
  new: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  premium: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100',
};

/** SPEC 2 NEW and PRO badges. */
export function ToolBadge({ badge }: { badge: ToolBadgeKind }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', badgeColours[badge])}>
      {toolBadgeLabels[badge]}
    </Badge>
  );
}
