import { screenHeadings } from '@client/texts/screen-headings';
import { ToolsScreen } from '@client/features/tools/components/tools-screen';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/** SPEC 2 /tools. */
export function ToolsRoute() {
  useDocumentTitle(screenHeadings.tools.title);
  return (
    <RequireUser>
      <ToolsScreen />
    </RequireUser>
  );
}
