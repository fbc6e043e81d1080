import { FileTextIcon, NotebookPenIcon, TableIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { AnalysisEvidence } from '@shared/investment-analysis';

const chip =
  'inline-flex max-w-full items-center gap-1 rounded-md border px-2 py-0.5 text-xs text-muted-foreground [&_svg]:size-3 [&_svg]:shrink-0';

/** What a score or figure rests on; a document opens in the repository. */
export function EvidenceChip({ evidence }: { evidence: AnalysisEvidence }) {
  if (evidence.kind === 'document') {
    const where = evidence.page ? `${evidence.documentName}, p. ${evidence.page}` : evidence.documentName;
    return (
      <Link
        href={`/documents/${evidence.documentId}`}
        title={evidence.quote}
        className={`${chip} hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
      >
        <FileTextIcon aria-hidden />
        <span className="truncate">{where}</span>
      </Link>
    );
  }
  if (evidence.kind === 'note') {
    return (
      <span className={chip} title={evidence.quote}>
        <NotebookPenIcon aria-hidden />
        <span className="truncate">Note: “{evidence.quote}”</span>
      </span>
    );
  }
  return (
    <span className={chip}>
      <TableIcon aria-hidden />
      <span className="truncate">
        Pipeline record: {evidence.label} {evidence.value}
      </span>
    </span>
  );
}
