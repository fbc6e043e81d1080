import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { analyticsTexts } from '../analytics-texts';

/**
 * A titled card holding one chart: the drawing is an image named after the card (its figures are in the
 * table below it), or the empty text when the range has nothing to draw.
 */
export function ChartCard({
  title,
  isEmpty,
  emptyText = analyticsTexts.nothingInRange,
  chart,
  table,
  className,
}: {
  title: string;
  isEmpty: boolean;
  emptyText?: string;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isEmpty ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <>
            <div role="img" aria-label={`${title} chart`} className="h-64 w-full min-w-0">
              {chart}
            </div>
            {table}
          </>
        )}
      </CardContent>
    </Card>
  );
}
