import { FileTextIcon, BriefcaseIcon, NotebookPenIcon, ActivityIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Citation } from '@shared/analyst-chat';
import { chatTexts } from '@client/texts/analyst-chat-texts';

const icons = {
  document: FileTextIcon,
  investment: BriefcaseIcon,
  note: NotebookPenIcon,
  activity: ActivityIcon,
};

/** An answer's sources as numbered chips, matching its [n] markers; each opens the document or investment. */
export function CitationChips({ citations }: { citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <nav aria-label={chatTexts.sourcesHeading} className="mt-3 flex flex-wrap gap-2">
      {citations.map((citation, index) => {
        const Icon = icons[citation.kind];
        return (
          <Link
            key={`${citation.kind}-${citation.id}-${citation.page ?? ''}`}
            href={citation.href}
            title={citation.quote}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-background px-2.5 py-1 text-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="font-semibold text-primary">[{index + 1}]</span>
            <Icon aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{citation.title}</span>
            {citation.page !== undefined && (
              <span className="shrink-0 text-muted-foreground">{chatTexts.page(citation.page)}</span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
