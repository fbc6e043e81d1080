import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { Badge } from './badge';

export type Tone = 'good' | 'warning' | 'bad';

const toneColours: Record<Tone, string> = {
  good: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  warning: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  bad: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
};

/** A badge coloured by what its value means: green good, yellow watch, red bad (SPEC 9's colours). */
export function ToneBadge({ tone, className, ...props }: ComponentProps<'span'> & { tone: Tone }) {
  return (
    <Badge
      variant="outline"
      data-tone={tone}
      className={cn('border-transparent', toneColours[tone], className)}
      {...props}
    />
  );
}
