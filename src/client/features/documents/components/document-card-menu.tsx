import { ArchiveIcon, LinkIcon, MoreVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { documentTexts } from '@shared/document-messages';
import { repositoryTexts } from '@shared/document-repository-texts';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import type { DocumentActions } from './use-document-actions';

/** SPEC 2 mobile menu: Edit Details, Share Link, Archive, Delete. Viewers only share. */
export function DocumentCardMenu({
  document,
  actions,
}: {
  document: DocumentListItem;
  actions: DocumentActions;
}) {
  const { canWrite } = actions;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={repositoryTexts.documentActions(document.name)}>
          <MoreVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canWrite && (
          <DropdownMenuItem onSelect={actions.editDetails}>
            <PencilIcon aria-hidden />
            {documentTexts.editDetails}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void actions.shareLink(document)}>
          <LinkIcon aria-hidden />
          {documentTexts.shareLink}
        </DropdownMenuItem>
        {canWrite && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              disabled={document.status === 'archived'}
              onSelect={() => actions.archive(document)}
            >
              <ArchiveIcon aria-hidden />
              {documentTexts.archive}
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => actions.requestDelete(document, 'card')}>
              <Trash2Icon aria-hidden />
              {documentTexts.delete}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
