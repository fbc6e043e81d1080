import { useParams, useSearch } from 'wouter';
import { screenHeadings } from '@client/texts/screen-headings';
import { DocumentsScreen } from '@client/features/documents/components/documents-screen';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/**
 * SPEC 2 /documents; /documents/{id} is where a shared link leads: the repository with that document open.
 * An analyst's citation adds `?page=N`: the document opens at that page of its text.
 */
export function DocumentsRoute() {
  useDocumentTitle(screenHeadings.documents.title);
  const { id } = useParams<{ id?: string }>();
  const page = new URLSearchParams(useSearch()).get('page');
  const sharedId = id && /^\d+$/.test(id) ? Number(id) : null;
  const sharedPage = sharedId !== null && page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : null;
  return (
    <RequireUser>
      <DocumentsScreen
        key={`${sharedId}:${sharedPage}`}
        sharedDocumentId={sharedId}
        sharedPage={sharedPage}
      />
    </RequireUser>
  );
}
