import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@client/components/ui/card';
import type { Figure } from '../lib/dashboard-figures';

type MetricCardProps = { label: string; href: string; icon: LucideIcon; figure: Figure };

/** One headline figure; the whole card leads to the screen with the detail behind it. */
export function MetricCard({ label, href, icon: Icon, figure }: MetricCardProps) {
  return (
    <Link
      href={href}
      className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <Card className="h-full gap-2 px-4 py-4 transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        </div>
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{figure.value}</p>
        {figure.detail && <p className="text-xs text-muted-foreground">{figure.detail}</p>}
      </Card>
    </Link>
  );
}
