import { ShieldOffIcon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { Badge } from '@client/components/ui/badge';
import { aiAccessTexts } from '@client/texts/ai-access-texts';

/** The mark of a document the AI never reads; nothing for the others. */
export function KeptOutOfAiBadge({ document }: { document: Pick<DocumentListItem, 'keptOutOfAi'> }) {
  if (!document.keptOutOfAi) return null;
  return (
    <Badge variant="outline">
      <ShieldOffIcon aria-hidden />
      {aiAccessTexts.badge}
    </Badge>
  );
}
