import { useParams } from 'wouter';
import { screenHeadings } from '@client/texts/screen-headings';
import { DocumentsScreen } from '@client/features/documents/components/documents-screen';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/** SPEC 2 /documents; /documents/{id} is where a shared link leads: the repository with that document open. */
export function DocumentsRoute() {
  useDocumentTitle(screenHeadings.documents.title);
  const { id } = useParams<{ id?: string }>();
  const sharedId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <RequireUser>
      <DocumentsScreen key={sharedId} sharedDocumentId={sharedId} />
    </RequireUser>
  );
}
