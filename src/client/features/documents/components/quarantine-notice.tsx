import { ShieldAlertIcon } from 'lucide-react';
import type { QuarantinedPassage } from '@shared/document';
import { repositoryTexts } from '@client/texts/document-repository-texts';

/**
 * The warning a document carries when it addresses an AI ('ignore previous instructions…'): what the
 * analyst set aside unread, quoted with its page, so the team can see what the file tried.
 */
export function QuarantineNotice({ passages }: { passages: readonly QuarantinedPassage[] }) {
  if (passages.length === 0) return null;
  return (
    <section
      aria-labelledby="quarantine-notice-title"
      className="grid gap-1 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <h3 id="quarantine-notice-title" className="flex items-center gap-2 font-semibold">
        <ShieldAlertIcon aria-hidden className="size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        {repositoryTexts.quarantinedTitle}
      </h3>
      <p className="text-muted-foreground">{repositoryTexts.quarantinedBody}</p>
      <details>
        <summary className="cursor-pointer rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {repositoryTexts.quarantinedShow(passages.length)}
        </summary>
        <ul className="grid gap-1 pt-1">
          {passages.map((passage, index) => (
            <li key={index} className="break-words">
              {passage.page !== null && (
                <span className="font-medium">{repositoryTexts.quarantinedPage(passage.page)}: </span>
              )}
              <q>{passage.quote}</q>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
