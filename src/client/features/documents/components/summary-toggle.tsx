import { ChevronRightIcon } from 'lucide-react';
import { documentDialogTabs } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/** SPEC 2: the toggle of a processed row's inline AI summary, collapsed by default. */
export function SummaryToggle({
  name,
  expanded,
  controls,
  onToggle,
  withLabel = false,
}: {
  name: string;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  /** Cards have room to say what the chevron opens; table rows show the chevron alone. */
  withLabel?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'sm' : 'icon'}
      className={withLabel ? '-ml-2' : 'size-7'}
      aria-label={repositoryTexts.showSummary(name)}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      <ChevronRightIcon aria-hidden className={cn('transition-transform', expanded && 'rotate-90')} />
      {withLabel && documentDialogTabs.summary}
    </Button>
  );
}
