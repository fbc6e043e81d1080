import { ArchiveIcon, LinkIcon, MoreVerticalIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { documentTexts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { ActionsMenu } from '@client/components/ui/actions-menu';
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
    <ActionsMenu
      label={repositoryTexts.documentActions(document.name)}
      icon={MoreVerticalIcon}
      groups={[
        [
          canWrite && { label: documentTexts.editDetails, icon: PencilIcon, onSelect: actions.editDetails },
          {
            label: documentTexts.shareLink,
            icon: LinkIcon,
            onSelect: () => void actions.shareLink(document),
          },
        ],
        [
          canWrite && {
            label: documentTexts.archive,
            icon: ArchiveIcon,
            disabled: document.status === 'archived',
            onSelect: () => actions.archive(document),
          },
          canWrite && {
            label: documentTexts.delete,
            icon: Trash2Icon,
            destructive: true,
            onSelect: () => actions.requestDelete(document, 'card'),
          },
        ],
      ]}
    />
  );
}
