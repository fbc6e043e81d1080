import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

type DashboardCardProps = {
  /** The heading's content: text, or a link when the whole card leads somewhere. */
  title: ReactNode;
  /** A control beside the title, such as the pipeline filter or View All. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One of the dashboard's cards: a landmark named by its heading, so screen readers can jump to it. */
export function DashboardCard({ title, action, className, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5">
        <h2 id={titleId} className="leading-none font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
